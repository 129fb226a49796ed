SELECT T2.name, T2.num_employees FROM management AS T1 JOIN head AS T2 ON T1.head_id = T2.head_id WHERE T1.temporary_acting = 'Yes'
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT Nominee FROM musical WHERE Award IN ('Tony Award', 'Drama Desk Award')
SELECT AVG(followers) FROM follows WHERE uid NOT IN (SELECT uid FROM tweets)
SELECT COUNT(*) FROM Student WHERE Major = 1 AND Advisor = 1 AND StuID IN (SELECT StuID FROM Has_Allergy WHERE Allergy = 'Milk' OR Allergy = 'Egg')
SELECT state FROM customers WHERE country = 'USA' GROUP BY state ORDER BY count(*) DESC LIMIT 1
SELECT first_name, last_name FROM employees WHERE reports_to = (SELECT id FROM employees WHERE first_name = 'Nancy' AND last_name = 'Edwards')
SELECT COUNT(*) , city FROM employees WHERE title = 'IT' GROUP BY city
SELECT T1.Name, T2.Theme FROM journal_committee AS T1 JOIN editor AS T2 ON T1.Editor_ID = T2.Editor_ID
SELECT Name, Location FROM track
SELECT Name, Location FROM track
SELECT DISTINCT Class FROM race
SELECT T1.Name FROM Artist AS T1 JOIN Album AS T2 ON T1.ArtistId = T2.ArtistId WHERE T2.Title = "Balls to the Wall"
SELECT Name FROM Artist ORDER BY COUNT(*) DESC LIMIT 1
SELECT MAX(Milliseconds) FROM Track
SELECT Team_Name FROM basketball_match ORDER BY All_Home DESC
SELECT COUNT(DISTINCT Team) FROM match_season
SELECT T2.Name FROM match_season AS T1 JOIN team AS T2 ON T1.Team = T2.Team_id WHERE T1.Season IS NULL
SELECT Country FROM mountain GROUP BY Country HAVING COUNT(*) > 1
SELECT Country FROM mountain WHERE Height > 5600 OR Height < 5200
SELECT dept_name, COUNT(*) FROM student GROUP BY dept_name
SELECT COUNT(DISTINCT Claim_Outcome_Code) FROM Claims_Processing
SELECT COUNT(order_id) FROM Invoices
SELECT Theme, Year FROM exhibition ORDER BY Ticket_Price DESC
SELECT Theme, exhibition_record.Date, Attendance FROM exhibition JOIN exhibition_record ON exhibition.Exhibition_ID = exhibition_record.Exhibition_ID WHERE Year = 2004
SELECT i_id FROM item WHERE title = "orange"
SELECT SUM(balance) FROM SAVINGS WHERE custid NOT IN (SELECT custid FROM ACCOUNTS WHERE name = 'Brown')
SELECT ACCOUNTS.name, SUM(T2.balance) FROM CHECKING AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid JOIN ACCOUNTS ON T1.custid = ACCOUNTS.custid WHERE T1.balance < T2.balance
SELECT DISTINCT Carrier FROM phone WHERE Memory_in_G > 32
SELECT count(*) FROM technician
SELECT Company, Investor FROM entrepreneur
SELECT COUNT(*) FROM Campuses
SELECT Name FROM county_public_safety WHERE County_ID NOT IN (SELECT County_ID FROM city)
SELECT bedType, COUNT(*) FROM Rooms GROUP BY bedType
SELECT roomName FROM Rooms WHERE basePrice > (SELECT avg(basePrice) FROM Rooms)
SELECT Delegate FROM election JOIN county ON election.District = county.County_Id WHERE Counties_Represented LIKE 'County_%' AND county.Population < 100000
SELECT title FROM Papers WHERE instID IN (SELECT instID FROM Authorship WHERE authID IN (SELECT authID FROM Authors WHERE lname = 'Indiana' AND fname = 'University'))
SELECT lname FROM Authors WHERE authID IN (SELECT authID FROM Authorship GROUP BY authID ORDER BY COUNT(*) DESC LIMIT 1)
SELECT COUNT(city_id) FROM city WHERE country_id = (SELECT country_id FROM country WHERE country = 'Australia')
SELECT title, id, description FROM film ORDER BY COUNT(actor_id) DESC LIMIT 1
SELECT bname FROM bank GROUP BY bname ORDER BY count(*) DESC LIMIT 1
SELECT bname, SUM(loan.amount) FROM bank JOIN loan ON bank.branch_ID = loan.branch_ID GROUP BY bname
SELECT dept_name, COUNT(*) FROM DEPARTMENT GROUP BY dept_name
SELECT SUM(stu_hrs) FROM STUDENT GROUP BY dept_code
SELECT T2.emp_lname, T2.emp_hiredate FROM PROFESSOR AS T1 JOIN EMPLOYEE AS T2 ON T1.emp_num = T2.emp_num WHERE T1.prof_office = 'DRE 102'
SELECT T1.stu_fname FROM STUDENT AS T1 JOIN ENROLL AS T2 ON T1.stu_num = T2.stu_num WHERE T2.class_code = (SELECT class_code FROM CLASS GROUP BY class_code HAVING count(*) = 1)
SELECT employee_id FROM employees WHERE employee_id IN (SELECT employee_id FROM job_history GROUP BY employee_id HAVING count(*) > 2)
SELECT DISTINCT song_name FROM song WHERE resolution > (SELECT resolution FROM song WHERE languages = 'English')
SELECT COUNT(id) FROM camera_lens WHERE id NOT IN (SELECT id FROM photos)
SELECT T1.Owner, SUM(T1.Rating_in_percent) FROM channel AS T1 JOIN broadcast_share AS T2 ON T1.Channel_ID = T2.Channel_ID GROUP BY T1.Owner
SELECT login_name FROM Course_Authors_and_Tutors
SELECT T2.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Stay = 111
SELECT T1.Name FROM Patient AS T1 JOIN Undergoes AS T2 ON T1.SSN = T2.Patient ORDER BY T2.Stay DESC LIMIT 1
SELECT T2.Name FROM Affiliated_With AS T1 JOIN Department AS T2 ON T1.Department = T2.DepartmentID
SELECT Type, Nationality FROM ship
SELECT Headquarters FROM company GROUP BY Headquarters HAVING count(*) >= 2
SELECT Year FROM film_market_estimation WHERE Market_ID = (SELECT Market_ID FROM market WHERE Country = 'Japan') ORDER BY Year DESC
SELECT T2.Location_Code FROM All_Documents AS T1 JOIN Document_Locations AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Document_Name = "Robin CV"
SELECT Document_Locations.LOCATION_Code FROM All_Documents JOIN Document_Locations ON All_Documents.Document_ID = Document_Locations.Document_ID GROUP BY Document_Locations.LOCATION_Code HAVING count(*) >= 3
SELECT ClubLocation FROM Club WHERE ClubName = "Tennis Club"
SELECT user_name, password FROM Users GROUP BY role_code ORDER BY COUNT(*) DESC LIMIT 1
SELECT AVG(access_count) FROM Documents WHERE functional_area_description = "Acknowledgement"
SELECT MAX(Sales_billion) , MIN(Sales_billion) FROM Companies WHERE Industry != "Banking"
SELECT customer_name, customer_id FROM Customers WHERE customer_address LIKE '%TN%'
SELECT Name FROM pilot WHERE Age > 30 ORDER BY Name DESC
SELECT pName FROM Player WHERE yCard = 'yes' ORDER BY HS DESC
SELECT DISTINCT cName FROM College ORDER BY cName
SELECT College.cName FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('Goalie', 'Mid')
SELECT state FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('Goalie', 'Mid')
SELECT Shop_Name FROM shop ORDER BY Open_Year ASC
SELECT Customer_Phone FROM Performers WHERE Customer_Name = 'Ashley'
SELECT Name FROM Manufacturers WHERE Revenue BETWEEN 100 AND 150
SELECT AVG(Price) FROM Products GROUP BY Manufacturer
SELECT problem_id FROM Problems WHERE product_id = (SELECT product_id FROM Product WHERE product_name = "voluptatem") AND date_problem_reported > '1995-01-01'
SELECT Fname, Lname FROM Student WHERE Sex = 'F' AND President_Vote = 1
SELECT country, COUNT(*) FROM stadium GROUP BY country
SELECT T3.product_name, SUM(T2.order_quantity) FROM Customer_Orders AS T1 JOIN Order_Items AS T2 ON T1.order_id = T2.order_id JOIN Products AS T3 ON T2.product_id = T3.product_id GROUP BY T3.product_name
SELECT MIN(product_price), MAX(product_price), AVG(product_price) FROM Products
SELECT count(DISTINCT gender) FROM Dorm
SELECT first_name FROM Staff WHERE staff_id = (SELECT staff_id FROM Complaints GROUP BY staff_id ORDER BY COUNT(*) DESC LIMIT 1)
SELECT Author FROM submission ORDER BY Scores DESC LIMIT 1
SELECT T1.lot_details, T1.investor_id FROM Lots AS T1 JOIN Transactions_Lots AS T2 ON T1.lot_id = T2.lot_id
SELECT AVG(amount_of_transaction) FROM Transactions ORDER BY AVG(amount_of_transaction)
SELECT Ref_Hotel_Star_Ratings.star_rating_description FROM Hotels JOIN Ref_Hotel_Star_Ratings ON Hotels.star_rating_code = Ref_Hotel_Star_Ratings.star_rating_code WHERE price_range > 10000
SELECT T1.Name FROM Tourist_Attractions AS T1 JOIN Locations AS T2 ON T1.Location_ID = T2.Location_ID WHERE T1.How_to_Get_There = 'Walk' OR T2.Address = '660 Shea Crescent'
SELECT T2.GName FROM Video_Games AS T1 JOIN SportsInfo AS T2 ON T1.GameID = T2.GameID WHERE T2.OnScholarship = 'Yes'
SELECT StuID FROM Student WHERE Advisor = 1121
SELECT address_content FROM Addresses WHERE customer_name = "Maudie Kertzmann"
SELECT Famous_Title FROM artist WHERE Artist = "Triumfall"
SELECT Name FROM captain ORDER BY age DESC
SELECT T2.City FROM temperature AS T1 JOIN hosting_city AS T2 ON T1.City_ID = T2.Host_City WHERE T1.Month = 'February' ORDER BY T1.Jan DESC LIMIT 1
SELECT GDP FROM city ORDER BY Regional_Population DESC LIMIT 1
SELECT COUNT(*) , Country FROM airport GROUP BY Country
SELECT AVG(Price) FROM wine
SELECT T1.fname, T1.lname, COUNT(*) FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.facid = T2.facid GROUP BY T1.facid
SELECT COUNT(DISTINCT city) FROM airports WHERE apid IN (SELECT apid FROM routes GROUP BY apid HAVING count(*) > 3)
SELECT T1.customer_name FROM Customers AS T1 JOIN Orders AS T2 ON T1.customer_id = T2.customer_id WHERE T2.order_status = "Packing"
SELECT DISTINCT name FROM mill WHERE architect_id IN (SELECT id FROM bridge WHERE length_meters > 80)
SELECT count(*) FROM book_club
SELECT DISTINCT Publisher FROM book_club WHERE Year = 1989 OR Year = 1990
