SELECT d.Name, d.Num_Employees FROM management m JOIN head h ON m.head_ID = h.head_ID JOIN department d ON m.department_ID = d.Department_ID WHERE m.Temporary_acting = 'Yes'
SELECT course_id FROM Student_Course_Registrations WHERE student_id = 121
SELECT student_id FROM Student_Course_Attendance WHERE course_id IN (SELECT course_id FROM Courses WHERE other_details LIKE '%statistics%') ORDER BY date_of_attendance
SELECT start_station_name, end_station_name FROM trip ORDER BY id DESC LIMIT 3
SELECT DISTINCT T1.name FROM station AS T1 JOIN status AS T2 ON T1.id = T2.station_id WHERE T2.bikes_available = 7
SELECT name FROM station WHERE dock_count >= 15
SELECT date FROM weather ORDER BY cloud_cover DESC LIMIT 5
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT Nominee FROM musical WHERE Award IN ('Tony Award', 'Drama Desk Award')
SELECT AVG(followers) FROM user_profiles WHERE uid NOT IN (SELECT uid FROM tweets)
SELECT T1.catalog_entry_name FROM Catalog_Contents AS T1 JOIN Catalog_Contents_Additional_Attributes AS T2 ON T1.catalog_entry_id = T2.catalog_entry_id GROUP BY T1.catalog_entry_id ORDER BY count(*) DESC LIMIT 1
SELECT AVG(price_in_euros) , MIN(price_in_euros) FROM Catalog_Contents
SELECT catalog_entry_name FROM Catalog_Contents WHERE length < 3 OR height > 5
SELECT name, salary FROM employee WHERE eid = 242518965
SELECT eid, name FROM employee ORDER BY salary DESC LIMIT 1
SELECT StuID FROM Student WHERE Age > 20
SELECT Advisor, COUNT(*) FROM Student GROUP BY Advisor
SELECT COUNT(*) FROM Student WHERE Major = 1 AND StuID IN (SELECT StuID FROM Has_Allergy WHERE Allergy = 'Milk' OR Allergy = 'Eggs')
SELECT COUNT(*) FROM Student JOIN Has_Allergy ON Student.StuID = Has_Allergy.StuID WHERE Sex = 'F' AND Has_Allergy.Allergy IN ('Milk', 'Eggs')
SELECT COUNT(*) FROM Has_Allergy WHERE Allergy = 'hypersensitivities'
SELECT state FROM customers WHERE country = 'USA' GROUP BY state ORDER BY count(*) DESC LIMIT 1
SELECT T1.company FROM customers AS T1 JOIN invoices AS T2 ON T1.id = T2.customer_id WHERE T1.first_name = 'Eduardo' AND T1.last_name = 'Martins'
SELECT first_name, last_name FROM employees WHERE reports_to = 1 AND first_name = 'Nancy' AND last_name = 'Edwards'
SELECT city, COUNT(*) FROM employees WHERE title = 'IT Staff' GROUP BY city
SELECT first_name, last_name, COUNT(*) FROM employees GROUP BY first_name, last_name
SELECT genre_id, COUNT(*) FROM tracks GROUP BY genre_id
SELECT DISTINCT Theme FROM journal
SELECT T2.Name, journal.Theme FROM journal_committee AS T1 JOIN editor AS T2 ON T1.Editor_ID = T2.Editor_ID JOIN journal ON T1.Journal_ID = journal.Journal_ID
SELECT customer_first_name, customer_last_name, customer_phone FROM Customers WHERE customer_id = (SELECT customer_id FROM Accounts WHERE account_name = 162)
SELECT count(DISTINCT transaction_type) FROM Financial_Transactions
SELECT count(*) FROM track
SELECT Name, LOCATION FROM track
SELECT Name, Location FROM track
SELECT DISTINCT Class FROM race
SELECT Name FROM track WHERE Track_ID NOT IN (SELECT Track_ID FROM race)
SELECT Name FROM MediaType
SELECT Name FROM Artist WHERE ArtistId = (SELECT ArtistId FROM Album WHERE Title = "Balls to the Wall")
SELECT Name FROM Artist JOIN Album ON Artist.ArtistId = Album.ArtistId ORDER BY Album.AlbumId DESC LIMIT 1
SELECT MAX(Milliseconds) , MIN(Milliseconds) FROM Track
SELECT Customer_Phone FROM Available_Policies WHERE policy_type_code = "Life Insurance"
SELECT name FROM enzyme WHERE Product != 'Heme'
SELECT DISTINCT T2.name FROM medicine_enzyme_interaction AS T1 JOIN medicine AS T2 ON T1.medicine_id = T2.id GROUP BY T1.medicine_id HAVING COUNT(T1.enzyme_id) > 1
SELECT COUNT(*) FROM medicine WHERE FDA_approved = 'No'
SELECT COUNT(*) FROM medicine WHERE FDA_approved = 'No'
SELECT school FROM university WHERE affiliation = 'Public'
SELECT affiliation, COUNT(*) FROM university WHERE enrollment > 20000 GROUP BY affiliation
SELECT * FROM basketball_match
SELECT T1.Team_Name FROM basketball_match AS T1 JOIN university AS T2 ON T1.School_ID = T2.School_ID ORDER BY T1.All_Home DESC
SELECT count(DISTINCT Team) FROM match_season
SELECT POSITION FROM match_season WHERE Team = (SELECT Team_id FROM team WHERE Name = "Ryley Goldner")
SELECT Name FROM team WHERE Team_id NOT IN (SELECT Team FROM match_season)
SELECT Country FROM mountain GROUP BY Country HAVING count(*) > 1
SELECT Country FROM mountain WHERE Height > 5600 OR Height < 5200
SELECT * FROM body_builder
SELECT DISTINCT building_description FROM Apartment_Buildings
SELECT building_address, building_phone FROM Apartment_Buildings WHERE building_manager = "Brenden"
SELECT booking_start_date, booking_end_date FROM Apartment_Bookings JOIN Apartments ON Apartment_Bookings.apt_id = Apartments.apt_id WHERE Apartments.bedroom_count > 2
SELECT apt_type_code FROM Apartments GROUP BY apt_type_code ORDER BY AVG(room_count) DESC LIMIT 3
SELECT Attendance FROM performance WHERE LOCATION = "TD Garden" OR LOCATION = "Bell Centre"
SELECT count(DISTINCT dept_name) FROM course WHERE dept_name = 'Physics'
SELECT dept_name FROM department WHERE budget > (SELECT avg(budget) FROM department)
SELECT dept_name, COUNT(*) FROM student GROUP BY dept_name
SELECT dept_name FROM department WHERE dept_name = (SELECT dept_name FROM instructor GROUP BY dept_name ORDER BY avg(salary) DESC LIMIT 1)
SELECT T2.name FROM teaches AS T1 JOIN instructor AS T2 ON T1.ID = T2.ID WHERE T2.salary > (SELECT salary FROM instructor WHERE dept_name = 'Biology')
SELECT c.Customer_Details FROM Customers c JOIN Claims_Documents cd ON c.Customer_ID = cd.Customer_ID WHERE cd.Amount_Claimed = (SELECT MAX(Amount_Claimed) FROM Claims_Documents)
SELECT Customer_Details FROM Customers WHERE Customer_Details LIKE "%Diana%"
SELECT count(DISTINCT Claim_Outcome_Code) FROM Claims_Processing
SELECT customer_first_name, customer_last_name FROM Customers JOIN Accounts ON Customers.customer_id = Accounts.customer_id WHERE Accounts.account_name = '900'
SELECT count(*) , customer_id FROM Accounts GROUP BY customer_id
SELECT count(*) FROM Customers
SELECT count(*) , account_id FROM Financial_Transactions GROUP BY account_id
SELECT count(*) FROM Invoices
SELECT Country, COUNT(*) FROM people GROUP BY Country
SELECT Theme, Year FROM exhibition ORDER BY Ticket_Price DESC
SELECT Theme, exhibition_record.Date, Attendance FROM exhibition JOIN exhibition_record ON exhibition.Exhibition_ID = exhibition_record.Exhibition_ID WHERE Year = 2004
SELECT i_id FROM item WHERE title = "orange"
SELECT Total_Points FROM gymnast ORDER BY Total_Points DESC
SELECT SUM(S.balance) FROM SAVINGS S WHERE S.custid NOT IN (SELECT custid FROM ACCOUNTS WHERE name = 'Brown')
SELECT ACCOUNTS.name, balance FROM CHECKING JOIN ACCOUNTS ON CHECKING.custid = ACCOUNTS.custid WHERE CHECKING.custid = (SELECT CHECKING.custid FROM SAVINGS ORDER BY balance ASC LIMIT 1)
SELECT ACCOUNTS.name, SUM(balance) FROM SAVINGS JOIN ACCOUNTS ON SAVINGS.custid = ACCOUNTS.custid GROUP BY ACCOUNTS.name
SELECT ACCOUNTS.name FROM CHECKING AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid JOIN ACCOUNTS ON T1.custid = ACCOUNTS.custid WHERE T1.balance > T2.balance
SELECT ACCOUNTS.name, SUM(T1.balance) AS total_checking_savings FROM SAVINGS AS T1 JOIN CHECKING AS T2 ON T1.custid = T2.custid JOIN ACCOUNTS ON T1.custid = ACCOUNTS.custid WHERE T1.balance < T2.balance GROUP BY T1.custid
SELECT id, market_share FROM browser WHERE name = 'Safari'
SELECT Name FROM cinema WHERE Capacity > 300 GROUP BY Name HAVING COUNT(*) >= 2
SELECT count(DISTINCT product_type_code) FROM Products_for_Hire
SELECT DISTINCT Carrier FROM phone WHERE Memory_in_G > 32
SELECT T1.Company, T1.Main_Industry FROM company AS T1 JOIN station_company AS T2 ON T1.Company_ID = T2.Company_ID WHERE T1.Headquarters != 'USA'
SELECT DISTINCT Main_Industry FROM company
SELECT headquarters FROM company WHERE Main_Industry = 'Banking' GROUP BY headquarters HAVING count(*) >= 2
SELECT DISTINCT T1.Member_Name FROM member AS T1 JOIN party_events AS T2 ON T1.Member_ID = T2.Member_in_charge_ID WHERE T2.Party_ID = 3 AND T1.Party_ID = 1
SELECT Member_Name FROM member WHERE Party_ID NOT IN (SELECT Party_ID FROM party WHERE Party_name = 'Progress Party')
SELECT count(*) FROM party_events
SELECT Fname || ' ' || Lname FROM employee WHERE Salary > 30000
SELECT Service_Type_Code FROM Services ORDER BY Service_Type_Code ASC
SELECT Service_ID, Event_Details FROM Events
SELECT COUNT(Event_ID) FROM Events WHERE Event_Details LIKE '%Dr%'
SELECT Service_ID, Service_Type_Code FROM Services GROUP BY Service_ID ORDER BY count(*) ASC LIMIT 1
SELECT count(*) FROM technician
SELECT T1.Company, T1.Investor FROM entrepreneur AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID
SELECT Name FROM people ORDER BY Weight ASC
SELECT people.Height FROM perpetrator JOIN people ON perpetrator.People_ID = people.People_ID ORDER BY Injured DESC
SELECT Date FROM perpetrator JOIN people ON perpetrator.People_ID = people.People_ID ORDER BY people.Height DESC LIMIT 1
SELECT Degrees FROM degrees WHERE Campus = "San Francisco State University" AND Year = 2001
SELECT COUNT(*) FROM degrees WHERE YEAR = 2002
SELECT count(*) FROM Campuses
SELECT Support_rate FROM candidate ORDER BY Support_rate DESC LIMIT 3
SELECT Reviewer.name, m.title, r.stars FROM Rating r JOIN Movie m ON r.mID = m.mID JOIN Reviewer ON r.rID = Reviewer.rID WHERE Reviewer.name = m.director
SELECT name FROM Reviewer
SELECT t.title, AVG(r.stars) AS avg_score FROM Movie AS t JOIN Rating AS r ON t.mID = r.mID GROUP BY t.title ORDER BY avg_score ASC LIMIT 1
SELECT Name FROM city WHERE County_ID = (SELECT County_ID FROM county_public_safety ORDER BY Police_officers DESC LIMIT 1)
SELECT Name FROM city WHERE County_ID = (SELECT County_ID FROM county_public_safety ORDER BY Police_officers DESC LIMIT 1)
SELECT Name FROM county_public_safety WHERE County_ID NOT IN (SELECT County_ID FROM city)
SELECT FirstName, LastName FROM Reservations WHERE Rate > (SELECT BasePrice FROM Rooms)
SELECT bedType, COUNT(*) FROM Rooms GROUP BY bedType
SELECT roomName FROM Rooms WHERE basePrice > (SELECT avg(basePrice) FROM Rooms)
SELECT LOCATION FROM party ORDER BY Number_of_hosts DESC LIMIT 1
SELECT Party_Theme, Number_of_hosts FROM party
SELECT Name FROM storm WHERE Storm_ID NOT IN (SELECT Storm_ID FROM affected_region)
SELECT avg(Population) FROM county
SELECT AVG(Population) FROM county
SELECT DISTINCT County_name FROM county
SELECT Delegate FROM election JOIN county ON election.District = county.County_Id WHERE county.Population < 100000
SELECT county.County_name FROM election AS T1 JOIN party AS T2 ON T1.Party = T2.Party_ID JOIN county ON T1.District = county.County_Id WHERE T1.Committee = "Appropriations"
SELECT AVG(Age), Years_working FROM journalist JOIN news_report ON journalist.journalist_ID = news_report.journalist_ID GROUP BY news_report.Work_Type
SELECT Papers.title FROM Authors AS T1 JOIN Authorship AS T2 ON T1.authID = T2.authID JOIN Inst AS T3 ON T2.instID = T3.instID JOIN Papers ON T2.paperID = Papers.paperID WHERE T3.name = "Indiana University"
SELECT T1.fname FROM Authors AS T1 JOIN Authorship AS T2 ON T1.authID = T2.authID GROUP BY T1.authID ORDER BY count(*) DESC LIMIT 1
SELECT title FROM Papers ORDER BY count(*) DESC LIMIT 1
SELECT title, film.film_id FROM film JOIN inventory ON film.film_id = inventory.film_id WHERE rental_rate = 0.99 AND inventory.inventory_id < 3
SELECT count(*) FROM city WHERE country_id = 1
SELECT count(*) FROM customer WHERE active = 1
SELECT T2.title, T1.film_id, T2.description FROM film_actor AS T1 INNER JOIN film AS T2 ON T1.film_id = T2.film_id GROUP BY T1.film_id ORDER BY COUNT(*) DESC LIMIT 1
SELECT store_id FROM inventory GROUP BY store_id ORDER BY count(*) DESC LIMIT 1
SELECT bname FROM bank GROUP BY bname ORDER BY count(*) DESC LIMIT 1
SELECT bname, SUM(loan.amount) FROM bank JOIN loan ON bank.branch_ID = loan.branch_ID GROUP BY bname
SELECT T1.name, T1.time FROM train AS T1 JOIN route AS T2 ON T1.id = T2.train_id JOIN station AS T3 ON T2.station_id = T3.id WHERE T3.local_authority = 'Chiltern'
SELECT id, local_authority FROM station JOIN weekly_weather ON station.id = weekly_weather.station_id WHERE weekly_weather.high_temperature = (SELECT weekly_weather.high_temperature FROM station JOIN weekly_weather ON station.id = weekly_weather.station_id ORDER BY weekly_weather.high_temperature DESC LIMIT 1)
SELECT DEPARTMENT.school_code FROM STUDENT JOIN DEPARTMENT ON STUDENT.DEPT_CODE = DEPARTMENT.DEPT_CODE GROUP BY DEPARTMENT.school_code
SELECT school_code, COUNT(DISTINCT dept_code) FROM DEPARTMENT GROUP BY school_code HAVING COUNT(DISTINCT dept_code) < 5
SELECT dept_code, COUNT(*) FROM STUDENT GROUP BY dept_code
SELECT dept_code, SUM(stu_hrs) as total_hours FROM STUDENT GROUP BY dept_code
SELECT EMPLOYEE.EMP_FNAME, EMP_HIREDATE FROM PROFESSOR JOIN EMPLOYEE ON PROFESSOR.EMP_NUM = EMPLOYEE.EMP_NUM WHERE DEPT_CODE = 'DRE' AND PROF_OFFICE = 'DRE 102'
SELECT T1.stu_fname FROM STUDENT AS T1 JOIN ENROLL AS T2 ON T1.stu_num = T2.stu_num WHERE T2.class_code = (SELECT class_code FROM CLASS GROUP BY class_code HAVING count(*) = 1)
SELECT name FROM club WHERE Club_ID NOT IN (SELECT Club_ID FROM competition_result)
SELECT T3.DEPARTMENT_NAME FROM employees AS T1 JOIN job_history AS T2 ON T1.EMPLOYEE_ID = T2.EMPLOYEE_ID JOIN departments AS T3 ON T2.DEPARTMENT_ID = T3.DEPARTMENT_ID WHERE T1.COMMISSION_PCT > 10
SELECT employee_id FROM employees WHERE job_id IN (SELECT job_id FROM job_history GROUP BY job_id HAVING count(*) > 2)
SELECT T1.first_name, T1.last_name, T1.hire_date FROM employees AS T1 JOIN job_history AS T2 ON T1.employee_id = T2.employee_id WHERE T1.first_name = 'Clara'
SELECT employee_id, first_name, last_name FROM employees WHERE department_id IN (SELECT department_id FROM departments WHERE first_name LIKE '%T%')
SELECT DISTINCT song_name FROM song WHERE resolution > (SELECT resolution FROM song WHERE languages = 'English')
SELECT languages FROM song GROUP BY languages ORDER BY count(*) DESC LIMIT 1
SELECT name FROM photos WHERE mountain_id = (SELECT mountain_id FROM photos GROUP BY mountain_id ORDER BY COUNT(*) DESC LIMIT 1)
SELECT COUNT(id) FROM camera_lens WHERE id NOT IN (SELECT camera_lens_id FROM photos)
SELECT Name FROM program ORDER BY Launch DESC LIMIT 1
SELECT T1.Owner, SUM(T2.Share_in_percent) AS Total_Score FROM channel AS T1 JOIN broadcast_share AS T2 ON T1.Channel_ID = T2.Channel_ID GROUP BY T1.Owner
SELECT count(*) FROM Student_Tests_Taken WHERE test_result = "Fail"
SELECT login_name FROM Course_Authors_and_Tutors
SELECT Name FROM Medication WHERE Code IN (SELECT Medication FROM Prescribes WHERE Patient IN (SELECT Patient FROM Stay WHERE Room = 111))
SELECT T1.Name FROM Patient AS T1 JOIN Undergoes AS T2 ON T1.SSN = T2.Patient WHERE T2.DateUndergoes = (SELECT MAX(DateUndergoes) FROM Undergoes)
SELECT T1.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Dose = (SELECT MAX(Dose) FROM Prescribes)
SELECT Name FROM Department WHERE Head IN (SELECT Physician.EmployeeID FROM Affiliated_With JOIN Physician ON Affiliated_With.Physician = Physician.EmployeeID)
SELECT count(*) FROM ship
SELECT Name FROM ship ORDER BY Tonnage ASC
SELECT Type, Nationality FROM ship
SELECT Name FROM ship WHERE Ship_ID IN (SELECT Ship_ID FROM mission WHERE Launched_Year > 1928)
SELECT Classroom FROM list WHERE Grade = 4
SELECT FirstName, LastName FROM list WHERE Classroom = 101 AND LastName != 'OTHA MOYER'
SELECT grade, classroom, COUNT(*) AS total_students FROM list GROUP BY grade
SELECT Headquarters FROM company GROUP BY Headquarters HAVING count(*) >= 2
SELECT film.Title, Type FROM film_market_estimation JOIN film ON film_market_estimation.Film_ID = film.Film_ID
SELECT Year FROM film_market_estimation WHERE Market_ID = (SELECT Market_ID FROM market WHERE Country = 'Japan') ORDER BY Year DESC
SELECT LOCATION_Name FROM Ref_Locations WHERE LOCATION_Code = "b"
SELECT DISTINCT T2.Location_Code FROM Document_Locations AS T1 JOIN Ref_Locations AS T2 ON T1.Location_Code = T2.Location_Code GROUP BY T2.Location_Code HAVING count(*) >= 3
SELECT Fname FROM Student
SELECT COUNT(*) FROM Member_of_club WHERE ClubID = (SELECT ClubID FROM Club WHERE ClubName = "Tennis Club")
SELECT ClubLocation FROM Club WHERE ClubName = "Tennis Club"
SELECT grant_start_date FROM Grants WHERE grant_amount = 'Regular' OR grant_amount = 'Initial Application'
SELECT Organisation_Types.organisation_type_description FROM Organisations JOIN Organisation_Types ON Organisations.organisation_type = Organisation_Types.organisation_type WHERE organisation_details = 'quo'
SELECT role_code FROM Project_Staff WHERE date_from BETWEEN '2003-04-19 15:06:20' AND '2016-03-15 00:33:18'
SELECT COUNT(name) FROM Person WHERE age > (SELECT age FROM Person WHERE job = 'engineer')
SELECT T1.friend FROM PersonFriend AS T1 JOIN Person AS T2 ON T1.name = T2.name WHERE T1.name = 'Alice'
SELECT T1.name FROM PersonFriend AS T1 JOIN Person AS T2 ON T1.name = T2.name WHERE T1.year = (SELECT MIN(year) FROM PersonFriend) AND T2.name = 'Alice'
SELECT user_name, password FROM Users GROUP BY role_code ORDER BY count(*) DESC LIMIT 1
SELECT AVG(access_count) FROM Documents JOIN Document_Functional_Areas ON Documents.document_code = Document_Functional_Areas.document_code WHERE Document_Functional_Areas.functional_area_code = "Acknowledgement"
SELECT count(*) FROM Companies
SELECT max(Sales_billion) , min(Sales_billion) FROM Companies WHERE Industry != "Banking"
SELECT count(DISTINCT Industry) FROM Companies
SELECT Industry FROM Companies WHERE Headquarters = "USA" INTERSECT SELECT Industry FROM Companies WHERE Headquarters = "China"
SELECT COUNT(id) FROM Companies WHERE Industry IN ('Banking', 'Conglomerate')
SELECT Product_Type_Code FROM Products GROUP BY Product_Type_Code ORDER BY count(*) DESC LIMIT 1
SELECT Festival_ID, Festival_Name FROM festival_detail WHERE Festival_ID IN (SELECT Festival_ID FROM nomination GROUP BY Festival_ID HAVING COUNT(*) >= 2)
SELECT premises_type, premise_details FROM Premises ORDER BY premises_type
SELECT T1.Building FROM Faculty AS T1 JOIN Course AS T2 ON T1.FacID = T2.Instructor GROUP BY T2.Instructor ORDER BY count(*) DESC LIMIT 1
SELECT T2.DName, T2.Room FROM Course AS T1 JOIN Department AS T2 ON T1.DNO = T2.DNO WHERE T1.CName = 'INTRODUCTION TO COMPUTER SCIENCE'
SELECT product_type_code, MAX(product_price), MIN(product_price) FROM Products
SELECT T1.customer_name, T1.customer_id FROM Customers AS T1 JOIN Customer_Addresses AS T2 ON T1.customer_id = T2.customer_id WHERE T1.customer_address LIKE '%TN%'
SELECT supplier_name, supplier_phone FROM Suppliers ORDER BY supplier_name
SELECT count(*) FROM aircraft
SELECT Name FROM pilot ORDER BY Name ASC
SELECT Name FROM pilot WHERE Age > 30 ORDER BY Name DESC
SELECT DISTINCT service_type_code FROM Services WHERE organization_id IN (SELECT organization_id FROM Organizations WHERE organization_details = 'Denesik and Sons Party')
SELECT Team FROM player ORDER BY Age ASC LIMIT 1
SELECT District_name, City_Population FROM district WHERE City_Population BETWEEN 200000 AND 2000000
SELECT District_name FROM district ORDER BY City_Population DESC LIMIT 1
SELECT avg(pages_per_minute_color) FROM product
SELECT product FROM product WHERE dpi = 600.0 AND pages_per_minute_color < 5
SELECT pName FROM Player WHERE yCard = 'yes' ORDER BY HS DESC
SELECT DISTINCT cName FROM College
SELECT pPos FROM Tryout GROUP BY pPos ORDER BY count(*) DESC LIMIT 1
SELECT College.cName FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('goalie', 'mid')
SELECT state FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('goalie', 'mid')
SELECT count(DISTINCT state) FROM College WHERE enr IN (SELECT enr FROM Tryout WHERE pPos = 'mid' AND decision = 'goalies')
SELECT Shop_Name FROM shop ORDER BY Open_Year ASC
SELECT count(DISTINCT Software_Platform) FROM device
SELECT Planned_Delivery_Date, Actual_Delivery_Date FROM Bookings
SELECT Store_Name FROM Drama_Workshop_Groups
SELECT DISTINCT Product_Name FROM Products WHERE Product_Price > (SELECT AVG(Product_Price) FROM Products)
SELECT Customer_Phone FROM Performers WHERE Customer_Name = 'Ashley'
SELECT Status_Code FROM Bookings GROUP BY Status_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT DISTINCT StagePosition FROM Performance WHERE Bandmate IN (SELECT Id FROM Band WHERE Firstname = "Solveig")
SELECT Songs.Title FROM Band AS T1 JOIN Performance AS T2 ON T1.Id = T2.Bandmate JOIN Songs ON T2.SongId = Songs.SongId WHERE T1.Lastname = "Heilo"
SELECT Songs.Title FROM Performance AS T1 JOIN Vocals AS T2 ON T1.SongId = T2.SongId JOIN Songs ON T1.SongId = Songs.SongId GROUP BY T1.SongId ORDER BY COUNT(T2.Type) DESC LIMIT 1
SELECT T1.Firstname FROM Band AS T1 JOIN Performance AS T2 ON T1.Id = T2.Bandmate WHERE T2.StagePosition = 'Most'
SELECT COUNT(Code) FROM Manufacturers WHERE Headquarter IN ('Tokyo', 'Beijing')
SELECT Name FROM Manufacturers WHERE Revenue BETWEEN 100 AND 150
SELECT Name, Headquarter, Founder FROM Manufacturers ORDER BY Revenue DESC LIMIT 1
SELECT Name, AVG(Price) FROM Products GROUP BY Name
SELECT M.Name, P.Name, P.Price FROM Manufacturers AS M JOIN Products AS P ON M.Code = P.Manufacturer ORDER BY P.Price DESC LIMIT 1
SELECT problem_id FROM Problems WHERE product_id IN (SELECT product_id FROM Product WHERE product_name = 'voluptatem') AND date_problem_reported > '1995-05-14'
SELECT City, COUNT(*) FROM branch WHERE Open_year < 2010 GROUP BY City
SELECT DISTINCT T1.fname FROM Student AS T1 JOIN Voting_record AS T2 ON T1.StuID = T2.StuID WHERE T2.Class_President_Vote = 1
SELECT Fname, Lname FROM Student WHERE Age > 18 AND Sex = 'F'
SELECT DISTINCT Major FROM Student WHERE StuID NOT IN (SELECT StuID FROM Voting_record WHERE Registration_Date < '2014-08-30')
SELECT product_id, color_code FROM Products WHERE product_id IN (SELECT product_id FROM Product_Characteristics GROUP BY product_id HAVING count(*) >= 2)
SELECT T1.product_name FROM Products AS T1 JOIN Product_Characteristics AS T2 ON T1.product_id = T2.product_id JOIN Characteristics AS T3 ON T2.characteristic_id = T3.characteristic_id WHERE T1.color_code = 'red' AND T3.characteristic_name = 'fast'
SELECT name FROM stadium ORDER BY capacity DESC LIMIT 1
SELECT Country, COUNT(*) FROM stadium GROUP BY Country
SELECT Level FROM manager WHERE Country != "Australia" ORDER BY Level DESC LIMIT 1
SELECT customer_name, customer_phone FROM Customers WHERE customer_address IS NULL
SELECT T1.product_name, SUM(T2.order_quantity) as total_order_quantity FROM Products AS T1 JOIN Order_Items AS T2 ON T1.product_id = T2.product_id GROUP BY T1.product_name
SELECT min(product_price), max(product_price), avg(product_price) FROM Products
SELECT dorm_name FROM Dorm WHERE student_capacity > 300
SELECT Fname FROM Student WHERE Age BETWEEN 20 AND 25 AND city_code = 'PHL'
SELECT count(DISTINCT gender) FROM Dorm
SELECT dorm_name, gender FROM Dorm WHERE student_capacity BETWEEN 300 AND 100
SELECT amenity_name FROM Dorm_amenity GROUP BY amenity_name ORDER BY count(*) DESC LIMIT 1
SELECT first_name FROM Staff WHERE staff_id IN (SELECT staff_id FROM Complaints GROUP BY staff_id ORDER BY count(*) DESC LIMIT 5)
SELECT Author FROM submission ORDER BY Scores DESC LIMIT 1
SELECT DISTINCT Author, Acceptance.Result FROM submission JOIN Acceptance ON submission.Submission_ID = Acceptance.Submission_ID
SELECT lot_details, investor_id FROM Lots
SELECT AVG(amount_of_transaction) FROM Transactions ORDER BY AVG(amount_of_transaction)
SELECT COUNT(*) FROM Transactions WHERE transaction_type_code = "SALE" AND investor_id > 0
SELECT investor_id, COUNT(*) FROM Transactions GROUP BY investor_id
SELECT lot_details FROM Lots WHERE lot_id NOT IN (SELECT lot_id FROM Transactions)
SELECT Ref_Hotel_Star_Ratings.star_rating_description FROM Hotels JOIN Ref_Hotel_Star_Ratings ON Hotels.star_rating_code = Ref_Hotel_Star_Ratings.star_rating_code WHERE price_range > 10000
SELECT Name FROM Tourist_Attractions JOIN Locations ON Tourist_Attractions.Location_ID = Locations.Location_ID WHERE How_to_Get_There = 'walk' OR Locations.Address = '660 Shea Crescent'
SELECT GName FROM Video_Games WHERE GType = 'Collectible card game'
SELECT StuID FROM Student WHERE Advisor = 1121
SELECT Student.Fname, Age FROM SportsInfo JOIN Student ON SportsInfo.StuID = Student.StuID WHERE SportName = 'Football' AND SportName = 'Lacrosse'
SELECT customer_name FROM Customers WHERE customer_name LIKE '%Alex%'
SELECT T1.address_content FROM Addresses AS T1 INNER JOIN Customers AS T2 ON T1.address_id = T2.customer_id WHERE T2.customer_name = "Maudie Kertzmann"
SELECT DISTINCT city FROM Addresses
SELECT city FROM Addresses WHERE zip_postcode = 255
SELECT Famous_Title FROM artist WHERE Artist = "Triumfall"
SELECT Issue_Date FROM volume WHERE Artist_ID = (SELECT Artist_ID FROM artist WHERE Artist = 'Gorgoroth')
SELECT Name FROM captain ORDER BY age DESC
SELECT T1.City FROM city AS T1 JOIN temperature AS T2 ON T1.City_ID = T2.City_ID WHERE T2.Feb = (SELECT MAX(Feb) FROM temperature)
SELECT Venue FROM match ORDER BY Date DESC
SELECT GDP FROM city ORDER BY Regional_Population DESC LIMIT 1
SELECT count(DISTINCT payment_method_code) FROM Parties
SELECT country, COUNT(*) FROM airport GROUP BY country
SELECT Name FROM Scientists WHERE SSN NOT IN (SELECT Scientist FROM AssignedTo WHERE Project = (SELECT Code FROM Projects ORDER BY Hours DESC LIMIT 1))
SELECT T1.Name FROM Projects AS T1 JOIN AssignedTo AS T2 ON T1.Code = T2.Project WHERE T1.Hours = (SELECT MIN(Hours) FROM Projects)
SELECT County, State FROM appellations
SELECT AVG(Price) FROM wine
SELECT Winery FROM wine JOIN appellations ON wine.Appelation = appellations.Appelation WHERE Year > 2008 AND appellations.County != 'Central Coast'
SELECT T1.Location, SUM(T1.Number_of_Platforms), SUM(T1.Total_Passengers) FROM station AS T1 JOIN train_station AS T2 ON T1.Station_ID = T2.Station_ID GROUP BY T1.Location
SELECT date_joined_staff FROM Staff WHERE first_name = 'Janessa' AND last_name = 'Sawayn'
SELECT T2.country, T2.state_province_county FROM Staff AS T1 JOIN Addresses AS T2 ON T1.staff_address_id = T2.address_id WHERE T1.first_name = 'Janessa' AND T1.last_name = 'Sawayn'
SELECT city, COUNT(*) FROM Addresses GROUP BY city ORDER BY COUNT(*) DESC LIMIT 1
SELECT customer_status_code FROM Customers GROUP BY customer_status_code ORDER BY count(*) ASC LIMIT 1
SELECT COUNT(*) FROM Lessons WHERE customer_id = (SELECT customer_id FROM Customers WHERE first_name = 'Ryan' AND last_name = 'Goodwin')
SELECT SUM(amount_payment) FROM Customer_Payments WHERE customer_id IN (SELECT customer_id FROM Customers WHERE first_name = 'Carole' AND last_name = 'Bernhard')
SELECT T1.fname, T1.lname FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.facid = T2.facid WHERE T1.rank = 'Instructor'
SELECT T1.Lname, T1.Fname, COUNT(*) AS num FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.FacID = T2.FacID WHERE T1.Sex = 'F' GROUP BY T1.Lname, T1.Fname
SELECT count(*) FROM Activity
SELECT T1.fname, T1.lname, COUNT(T2.actid) FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.facid = T2.facid GROUP BY T1.facid
SELECT StuID FROM Participates_in WHERE actid IN (SELECT actid FROM Activity WHERE age < 20)
SELECT COUNT(*) FROM routes WHERE airline = 'American Airlines'
SELECT count(DISTINCT city) FROM airports WHERE apid > 3
SELECT name FROM airports GROUP BY city HAVING COUNT(*) > 1
SELECT name FROM airlines WHERE alid = (SELECT alid FROM routes GROUP BY alid ORDER BY count(*) DESC LIMIT 1)
SELECT order_id FROM Shipments WHERE shipment_tracking_number = "3452"
SELECT customer_name FROM Customers WHERE customer_id IN (SELECT customer_id FROM Orders WHERE order_status = "Packing")
SELECT DISTINCT Customers.customer_name FROM Orders JOIN Customers ON Orders.customer_id = Customers.customer_id WHERE order_status = "On Road"
SELECT DISTINCT product_name FROM Products ORDER BY product_name ASC
SELECT customer_name FROM Customers WHERE customer_id IN (SELECT customer_id FROM Order_Items WHERE order_item_status = "Cancel" AND product_id = 4)
SELECT DISTINCT name FROM mill WHERE architect_id IN (SELECT id FROM bridge WHERE length_meters > 80)
SELECT type, COUNT(*) FROM mill GROUP BY type ORDER BY COUNT(*) DESC LIMIT 1
SELECT count(*) FROM book_club
SELECT Publisher FROM book_club WHERE Year = 1989 UNION SELECT Publisher FROM book_club WHERE Year = 1990
SELECT T1.Title FROM movie AS T1 JOIN culture_company AS T2 ON T1.movie_id = T2.movie_id WHERE T2.Company_name = 'China'
