SELECT name, num_employees FROM department WHERE department_id IN (SELECT department_id FROM management WHERE temporary_acting = 'Yes')
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT Nominee FROM musical WHERE Award = "Tony Award" INTERSECT SELECT Nominee FROM musical WHERE Award = "Drama Desk Award"
SELECT AVG(followers) FROM user_profiles WHERE followers = 0
SELECT COUNT(*) FROM Student JOIN Has_Allergy ON Student.StuID = Has_Allergy.StuID WHERE Major = 600 AND Sex = 'F' AND Has_Allergy.Allergy IN ('Milk', 'Egg')
SELECT state FROM customers GROUP BY state ORDER BY count(*) DESC LIMIT 1
SELECT e.first_name, e.last_name FROM employees e JOIN employees reports_to ON e.id = reports_to.reports_to WHERE e.first_name = 'Nancy' AND e.last_name = 'Edwards'
SELECT COUNT(*) , city FROM employees WHERE title = 'IT Staff' GROUP BY city
SELECT T2.Name, journal.Theme FROM journal_committee AS T1 JOIN editor AS T2 ON T1.Editor_ID = T2.Editor_ID JOIN journal ON T1.Journal_ID = journal.Journal_ID
SELECT Name, Location FROM track
SELECT Name, Location FROM track
SELECT DISTINCT Class FROM race
SELECT Name FROM Artist WHERE ArtistId = (SELECT ArtistId FROM Album WHERE Title = "Balls to the Wall")
SELECT Name FROM Artist JOIN Album ON Artist.ArtistId = Album.ArtistId ORDER BY Album.AlbumId DESC LIMIT 1
SELECT MAX(Milliseconds) , MIN(Milliseconds) FROM Track
SELECT T1.Team_Name FROM basketball_match AS T1 JOIN university AS T2 ON T1.School_ID = T2.School_ID ORDER BY T1.All_Home DESC
SELECT count(DISTINCT Team) FROM match_season
SELECT Name FROM team WHERE Team_id NOT IN (SELECT Team FROM match_season)
SELECT Country FROM mountain GROUP BY Country HAVING count(*) > 1
SELECT Country FROM mountain WHERE Height > 5600 OR Height < 5200
SELECT dept_name, COUNT(*) FROM student GROUP BY dept_name
SELECT count(DISTINCT Claim_Outcome_Code) FROM Claims_Processing
SELECT count(*) , order_id FROM Invoices GROUP BY order_id
SELECT Theme, Year FROM exhibition ORDER BY Ticket_Price DESC
SELECT Theme, exhibition_record.Date, Attendance FROM exhibition JOIN exhibition_record ON exhibition.Exhibition_ID = exhibition_record.Exhibition_ID WHERE Year = 2004
SELECT i_id FROM item WHERE title = "orange"
SELECT SUM(S.balance) FROM SAVINGS AS S WHERE S.custid NOT IN (SELECT custid FROM ACCOUNTS WHERE name = 'Brown')
SELECT a.name, SUM(c.balance) AS total FROM ACCOUNTS a JOIN SAVINGS s ON a.custid = s.custid JOIN CHECKING c ON a.custid = c.custid WHERE s.balance < c.balance
SELECT DISTINCT Carrier FROM phone WHERE Memory_in_G > 32
SELECT count(*) FROM technician
SELECT Company, Investor FROM entrepreneur
SELECT count(*) FROM Campuses
SELECT Name FROM county_public_safety WHERE County_ID NOT IN (SELECT County_ID FROM city)
SELECT bedType, COUNT(*) FROM Rooms GROUP BY bedType
SELECT roomName FROM Rooms WHERE basePrice > (SELECT avg(basePrice) FROM Rooms)
SELECT Delegate FROM election WHERE Counties_Represented IN (SELECT County_Id FROM county WHERE Population < 100000)
SELECT T1.title FROM Papers AS T1 JOIN Authorship AS T2 ON T1.paperID = T2.paperID JOIN Inst AS T3 ON T3.instID = T2.instID WHERE T3.name = "Indiana University"
SELECT T2.lname FROM Authorship AS T1 JOIN Authors AS T2 ON T1.authID = T2.authID GROUP BY T2.authID ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM city WHERE country_id = 87
SELECT title, id, description FROM film ORDER BY COUNT(actor_id) DESC LIMIT 1
SELECT bname FROM bank GROUP BY bname ORDER BY count(*) DESC LIMIT 1
SELECT bname, SUM(loan.amount) FROM bank JOIN loan ON bank.branch_ID = loan.branch_ID GROUP BY bname
SELECT dept_code, COUNT(*) FROM STUDENT GROUP BY dept_code
SELECT T2.dept_code, SUM(T2.stu_hrs) FROM ENROLL AS T1 JOIN STUDENT AS T2 ON T1.stu_num = T2.stu_num GROUP BY T2.dept_code
SELECT T2.emp_lname, T2.emp_dob FROM PROFESSOR AS T1 JOIN EMPLOYEE AS T2 ON T1.emp_num = T2.emp_num WHERE T1.prof_office = 'DRE 102'
SELECT T1.stu_fname FROM STUDENT AS T1 JOIN ENROLL AS T2 ON T1.stu_num = T2.stu_num WHERE T2.class_code = '1' GROUP BY T1.stu_fname HAVING count(*) = 1
SELECT employee_id FROM employees WHERE employee_id IN (SELECT employee_id FROM job_history GROUP BY employee_id HAVING count(*) > 2)
SELECT DISTINCT song_name FROM song WHERE resolution > (SELECT resolution FROM song WHERE languages = 'English')
SELECT COUNT(*) FROM camera_lens WHERE id NOT IN (SELECT id FROM photos)
SELECT Owner, SUM(Rating_in_percent) AS Total_Rating FROM channel GROUP BY Owner
SELECT login_name FROM Course_Authors_and_Tutors WHERE author_id IN (SELECT author_id FROM Student_Course_Enrolment) OR author_id IN (SELECT author_id FROM Students)
SELECT T2.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Stay = 111
SELECT Name FROM Patient JOIN Undergoes ON Patient.SSN = Undergoes.Patient ORDER BY Undergoes.DateUndergoes DESC LIMIT 1
SELECT Name FROM Department WHERE Head IN (SELECT Physician.EmployeeID FROM Affiliated_With JOIN Physician ON Affiliated_With.Physician = Physician.EmployeeID)
SELECT Type, Nationality FROM ship
SELECT Headquarters FROM company GROUP BY Headquarters HAVING count(*) >= 2
SELECT Year FROM film_market_estimation WHERE Market_ID = (SELECT Market_ID FROM market WHERE Country = 'Japan') ORDER BY Year DESC
SELECT Location_Code FROM Document_Locations WHERE Document_ID = (SELECT Document_ID FROM All_Documents WHERE Document_Name = "Robin CV")
SELECT LOCATION_Code FROM Document_Locations GROUP BY LOCATION_Code HAVING count(*) >= 3
SELECT ClubLocation FROM Club WHERE ClubName = "Tennis Club"
SELECT user_name, password FROM Users GROUP BY role_code ORDER BY count(*) DESC LIMIT 1
SELECT AVG(access_count) FROM Documents JOIN Document_Functional_Areas ON Documents.document_code = Document_Functional_Areas.document_code WHERE Document_Functional_Areas.functional_area_code = "Acknowledgement"
SELECT max(Sales_billion) , min(Sales_billion) FROM Companies WHERE Industry != "Banking"
SELECT customer_name, customer_id FROM Customers WHERE customer_address LIKE '%TN%'
SELECT Name FROM pilot WHERE Age > 30 ORDER BY Name DESC
SELECT pName FROM Player WHERE yCard = 'yes' ORDER BY HS DESC
SELECT DISTINCT cName FROM Tryout
SELECT College.cName FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('goalie', 'mid')
SELECT state FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('goalie', 'mid')
SELECT Shop_Name FROM shop ORDER BY Open_Year ASC
SELECT Customer_Phone FROM Performers WHERE Customer_Name = "Ashley"
SELECT Name FROM Manufacturers WHERE Revenue BETWEEN 100 AND 150
SELECT M.Name, AVG(P.Price) FROM Manufacturers M JOIN Products P ON M.Code = P.Manufacturer GROUP BY M.Name
SELECT problem_id FROM Problems WHERE product_id = (SELECT product_id FROM Product WHERE product_name = "voluptatem") AND date_problem_reported > '1995-05-14'
SELECT Fname, Lname FROM Student WHERE Sex = 'F' AND President_Vote = 1
SELECT country, COUNT(*) FROM stadium GROUP BY country
SELECT Products.product_name, SUM(order_quantity) FROM Order_Items JOIN Products ON Order_Items.product_id = Products.product_id GROUP BY Products.product_name
SELECT min(product_price), max(product_price), avg(product_price) FROM Products
SELECT count(DISTINCT gender) FROM Dorm
SELECT first_name FROM Staff WHERE staff_id IN (SELECT staff_id FROM Complaints GROUP BY staff_id ORDER BY count(*) DESC LIMIT 5)
SELECT Author FROM submission ORDER BY Scores DESC LIMIT 1
SELECT lot_details, investor_id FROM Lots
SELECT AVG(amount_of_transaction) FROM Transactions ORDER BY AVG(amount_of_transaction)
SELECT star_rating_description FROM Ref_Hotel_Star_Ratings WHERE star_rating_code IN (SELECT star_rating_code FROM Hotels WHERE price_range > 10000)
SELECT Name FROM Tourist_Attractions JOIN Locations ON Tourist_Attractions.Location_ID = Locations.Location_ID WHERE How_to_Get_There = 'walk' OR Locations.Address = '660 Shea Crescent'
SELECT GName FROM Video_Games WHERE GType = 'Collectible card game'
SELECT StuID FROM Student WHERE Advisor = 1121
SELECT address_content FROM Addresses WHERE customer_name = "Maudie Kertzmann"
SELECT Famous_Title FROM artist WHERE Artist = "Triumfall"
SELECT Name FROM captain ORDER BY age DESC
SELECT City_ID FROM temperature WHERE Jan = (SELECT MAX(T1.Jan) FROM temperature AS T1) AND Mar = (SELECT MAX(T1.Mar) FROM temperature AS T1)
SELECT GDP FROM city ORDER BY Regional_Population DESC LIMIT 1
SELECT country, COUNT(*) FROM airport GROUP BY country
SELECT AVG(Price) FROM wine
SELECT T1.fname, T1.lname, COUNT(*) FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.facid = T2.facid GROUP BY T1.facid
SELECT count(DISTINCT city) FROM airports WHERE apid IN (SELECT apid FROM airports GROUP BY apid HAVING count(*) > 3)
SELECT customer_name FROM Customers WHERE customer_id IN (SELECT customer_id FROM Orders WHERE order_status = "Packing")
SELECT DISTINCT name FROM mill WHERE architect_id IN (SELECT id FROM bridge WHERE length_meters > 80)
SELECT count(*) FROM book_club
SELECT publisher FROM book_club WHERE Year = 1989 UNION SELECT publisher FROM book_club WHERE Year = 1990
