SELECT T2.name, department.num_employees FROM management AS T1 JOIN head AS T2 ON T1.head_id = T2.head_id JOIN department ON T1.department_ID = department.Department_ID WHERE T1.temporary_acting = 'Yes'
SELECT course_id FROM Student_Course_Registrations WHERE student_id = 121
SELECT student_id FROM Student_Course_Attendance ORDER BY date_of_attendance
SELECT start_station_name, end_station_name FROM trip ORDER BY id DESC LIMIT 3
SELECT DISTINCT name FROM station WHERE dock_count = 7
SELECT name, COUNT(*) FROM station GROUP BY city HAVING COUNT(*) >= 15
SELECT date, MAX(cloud_cover) FROM weather GROUP BY date ORDER BY MAX(cloud_cover) DESC LIMIT 5
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT Nominee FROM musical WHERE Award IN ('Tony Award', 'Drama Desk Award')
SELECT AVG(followers) FROM follows WHERE uid NOT IN (SELECT uid FROM tweets)
SELECT T1.catalog_entry_name FROM Catalog_Contents AS T1 JOIN Catalog_Contents_Additional_Attributes AS T2 ON T1.catalog_entry_id = T2.catalog_entry_id GROUP BY T1.catalog_entry_id ORDER BY count(*) DESC LIMIT 1
SELECT AVG(price_in_euros) FROM Catalog_Contents
SELECT DISTINCT T1.product_stock_number FROM Catalog_Contents AS T1 INNER JOIN Catalog_Contents_Additional_Attributes AS T2 ON T1.catalog_entry_id = T2.catalog_entry_id WHERE T1.height > 5 AND T1.product_stock_number < 3
SELECT name, salary FROM employee WHERE eid = 242518965
SELECT eid, name FROM employee ORDER BY salary DESC LIMIT 1
SELECT StuID FROM Student WHERE Age > 20
SELECT advisor, COUNT(*) FROM Student GROUP BY advisor
SELECT COUNT(*) FROM Student WHERE Major = 1 AND Advisor = 1 AND StuID IN (SELECT StuID FROM Has_Allergy WHERE Allergy = 'Milk' OR Allergy = 'Egg')
SELECT COUNT(*) FROM Student JOIN Has_Allergy ON Student.StuID = Has_Allergy.StuID WHERE Sex = 'F' AND Has_Allergy.Allergy IN ('Milk', 'Eggs')
SELECT COUNT(*) FROM Has_Allergy
SELECT state FROM customers WHERE country = 'USA' GROUP BY state ORDER BY count(*) DESC LIMIT 1
SELECT T1.company FROM customers AS T1 JOIN invoices AS T2 ON T1.id = T2.customer_id WHERE T1.first_name = 'Eduardo' AND T1.last_name = 'Martins'
SELECT e.first_name, e.last_name FROM employees e JOIN reports_to r ON e.id = r.reports_to WHERE r.first_name = 'Nancy' AND r.last_name = 'Edwards'
SELECT COUNT(*) , city FROM employees WHERE title = 'IT' GROUP BY city
SELECT first_name, last_name, COUNT(*) FROM employees GROUP BY first_name, last_name
SELECT COUNT(*) FROM tracks GROUP BY genre_id
SELECT DISTINCT Theme FROM journal
SELECT T1.Name, T2.Theme FROM journal_committee AS T1 JOIN editor AS T2 ON T1.Editor_ID = T2.Editor_ID
SELECT T1.customer_first_name, T1.customer_last_name, T1.customer_phone FROM Customers AS T1 JOIN Customers_Cards AS T2 ON T1.customer_id = T2.customer_id WHERE T2.card_id = (SELECT card_id FROM Financial_Transactions WHERE transaction_type = 'Credit') AND T1.customer_id = (SELECT customer_id FROM Accounts WHERE account_name = 'Credit') AND T1.customer_id = (SELECT customer_id FROM Accounts WHERE account_name = 'Debit') AND T1.customer_id = (SELECT customer_id FROM Accounts WHERE account_name = 'Credit') AND T1.customer_id = (SELECT customer_id FROM Accounts WHERE account_name = 'Debit') AND T1.customer_id = (SELECT customer_id FROM Accounts WHERE account_name = 'Credit') AND T1.customer_id = (SELECT customer_id FROM Accounts WHERE account_name = 'Debit') AND T1.customer_id = (SELECT customer_id FROM Accounts WHERE account_name = 'Credit') AND T1.customer_id = (SELECT customer_id FROM Accounts WHERE account_name = 'Debit') AND T1.customer_id = (SELECT customer_id FROM Accounts WHERE account_name = 'Credit') AND T1.customer_id = (SELECT customer_id FROM Accounts WHERE account_name = 'Debit')
SELECT COUNT(transaction_type) FROM Financial_Transactions
SELECT count(*) FROM track
SELECT Name, Location FROM track
SELECT Name, Location FROM track
SELECT DISTINCT Class FROM race
SELECT Name FROM track WHERE Track_ID NOT IN (SELECT Track_ID FROM race)
SELECT Name FROM Genre
SELECT T1.Name FROM Artist AS T1 JOIN Album AS T2 ON T1.ArtistId = T2.ArtistId WHERE T2.Title = "Balls to the Wall"
SELECT Name FROM Artist ORDER BY COUNT(*) DESC LIMIT 1
SELECT MAX(Milliseconds) FROM Track
SELECT Customer_Phone FROM Available_Policies WHERE policy_type_code = "Life Insurance"
SELECT name FROM enzyme WHERE name != 'Heme'
SELECT T1.name FROM medicine AS T1 JOIN medicine_enzyme_interaction AS T2 ON T1.id = T2.medicine_id GROUP BY T1.id HAVING COUNT(T2.enzyme_id) > 1
SELECT COUNT(*) FROM medicine WHERE FDA_approved = 'No'
SELECT COUNT(*) FROM medicine WHERE FDA_approved = 'No'
SELECT School, Location FROM university WHERE Affiliation = 'Public'
SELECT DISTINCT affiliation, COUNT(*) FROM university WHERE enrollment > 20000 GROUP BY affiliation
SELECT * FROM basketball_match
SELECT Team_Name FROM basketball_match ORDER BY All_Home DESC
SELECT COUNT(DISTINCT Team) FROM match_season
SELECT Position FROM match_season WHERE Team = (SELECT Team_id FROM team WHERE Name = "Ryley Goldner")
SELECT Name FROM team WHERE Team_id NOT IN (SELECT Team FROM match_season)
SELECT Country FROM mountain GROUP BY Country HAVING COUNT(*) > 1
SELECT Country FROM mountain WHERE Height > 5600 OR Height < 5200
SELECT * FROM body_builder
SELECT DISTINCT building_description FROM Apartment_Buildings
SELECT building_address, building_phone FROM Apartment_Buildings WHERE building_manager = "Brenden"
SELECT booking_start_date, booking_end_date FROM Apartment_Bookings WHERE apt_id IN (SELECT apt_id FROM Apartments WHERE bedroom_count > 2)
SELECT apt_type_code FROM Apartments ORDER BY avg(room_count) DESC LIMIT 3
SELECT Attendance FROM performance WHERE LOCATION = 'TD Garden' OR LOCATION = 'Bell Centre'
SELECT COUNT(DISTINCT course_id) FROM course WHERE dept_name = 'Physics'
SELECT salary FROM instructor WHERE dept_name IN (SELECT dept_name FROM instructor GROUP BY dept_name HAVING AVG(salary) > (SELECT AVG(salary) FROM instructor)) ORDER BY salary LIMIT 1
SELECT dept_name, COUNT(*) FROM student GROUP BY dept_name
SELECT dept_name FROM department WHERE dept_name = (SELECT dept_name FROM instructor GROUP BY dept_name ORDER BY AVG(salary) DESC LIMIT 1)
SELECT name FROM instructor WHERE salary > (SELECT salary FROM instructor WHERE dept_name = 'Biology')
SELECT T1.Customer_Details FROM Customers AS T1 JOIN Claim_Headers AS T2 ON T1.Customer_ID = T2.Customer_ID GROUP BY T1.Customer_ID ORDER BY SUM(T2.Amount_Claimed) DESC LIMIT 1
SELECT T1.Customer_Details FROM Customers AS T1 JOIN Policies AS T2 ON T1.Customer_ID = T2.Customer_ID WHERE T1.Customer_Details LIKE "%Diana%"
SELECT COUNT(DISTINCT Claim_Outcome_Code) FROM Claims_Processing
SELECT customer_first_name, customer_last_name FROM Customers WHERE customer_id IN (SELECT customer_id FROM Orders WHERE order_details LIKE '%900%')
SELECT COUNT(*) , customer_id FROM Accounts GROUP BY customer_id
SELECT COUNT(*) FROM Customers
SELECT COUNT(transaction_id), account_id FROM Financial_Transactions GROUP BY account_id
SELECT COUNT(order_id) FROM Invoices
SELECT Country, COUNT(*) FROM people GROUP BY Country
SELECT Theme, Year FROM exhibition ORDER BY Ticket_Price DESC
SELECT Theme, exhibition_record.Date, Attendance FROM exhibition JOIN exhibition_record ON exhibition.Exhibition_ID = exhibition_record.Exhibition_ID WHERE Year = 2004
SELECT i_id FROM item WHERE title = "orange"
SELECT SUM(T1.Total_Points) FROM gymnast AS T1 JOIN people AS T2 ON T1.Gymnast_ID = T2.People_ID ORDER BY T1.Total_Points DESC
SELECT SUM(S.balance) FROM SAVINGS AS S WHERE S.custid NOT IN (SELECT custid FROM ACCOUNTS WHERE name = 'Brown')
SELECT ACCOUNTS.name, balance FROM CHECKING JOIN ACCOUNTS ON CHECKING.custid = ACCOUNTS.custid WHERE CHECKING.custid = (SELECT CHECKING.custid FROM SAVINGS ORDER BY balance ASC LIMIT 1)
SELECT T1.name, SUM(T2.balance) FROM ACCOUNTS AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid GROUP BY T1.name
SELECT name FROM ACCOUNTS WHERE balance > (SELECT balance FROM SAVINGS)
SELECT ACCOUNTS.name, SUM(T2.balance) FROM CHECKING AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid JOIN ACCOUNTS ON T1.custid = ACCOUNTS.custid WHERE T1.balance < T2.balance
SELECT id, market_share FROM browser WHERE name = 'Safari'
SELECT LOCATION FROM cinema WHERE Cinema_ID IN (SELECT Cinema_ID FROM schedule WHERE Date > '2023-01-01' AND Show_times_per_day > 300) GROUP BY LOCATION HAVING COUNT(*) >= 2
SELECT count(DISTINCT product_type_code) FROM Products_for_Hire
SELECT DISTINCT Carrier FROM phone WHERE Memory_in_G > 32
SELECT T1.Company, T1.Main_Industry FROM company AS T1 JOIN gas_station AS T2 ON T1.Company_ID = T2.Company_ID WHERE T2.Headquarters != 'USA'
SELECT DISTINCT Main_Industry FROM company
SELECT headquarters FROM company WHERE Main_Industry = 'Banking' GROUP BY headquarters HAVING count(*) >= 2
SELECT DISTINCT T1.Member_Name FROM member AS T1 JOIN party_events AS T2 ON T1.Member_ID = T2.Member_in_charge_ID WHERE T2.Party_ID = 3 AND T2.Party_ID = 1
SELECT Member_Name FROM member WHERE Party_ID NOT IN (SELECT Party_ID FROM party_events WHERE Event_Name = 'Progress Party')
SELECT COUNT(*) FROM party_events
SELECT Fname, Lname FROM employee WHERE Salary > 30000
SELECT Service_Type_Code FROM Services ORDER BY Service_Type_Code ASC
SELECT Service_ID, Event_Details FROM Events
SELECT COUNT(Event_ID) FROM Events WHERE Participant_Details LIKE '%Dr%'
SELECT Service_ID, Service_Type_Code FROM Services GROUP BY Service_ID ORDER BY count(*) ASC LIMIT 1
SELECT count(*) FROM technician
SELECT Company, Investor FROM entrepreneur
SELECT Name FROM people ORDER BY Weight ASC
SELECT T2.Height FROM perpetrator AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID ORDER BY T1.Injured DESC
SELECT Date FROM perpetrator ORDER BY Killed DESC LIMIT 1
SELECT Degrees FROM degrees WHERE Campus = "San Francisco State University" AND YEAR = 2001
SELECT SUM(faculty.Faculty) FROM Campuses AS T1 INNER JOIN enrollments AS T2 ON T1.Id = T2.Campus JOIN faculty ON T1.Id = faculty.Campus WHERE T2.Year = 2002
SELECT COUNT(*) FROM Campuses
SELECT MAX(Support_rate) FROM candidate ORDER BY Support_rate DESC LIMIT 3
SELECT Reviewer.name, m.title, COUNT(r.stars) FROM Rating r JOIN Movie m ON r.mID = m.mID JOIN Reviewer ON r.rID = Reviewer.rID WHERE m.director = m.director GROUP BY Reviewer.name, m.title
SELECT name, title FROM Reviewer JOIN Movie ON Reviewer.rID = Movie.mID
SELECT title, AVG(stars) FROM Movie WHERE mID IN (SELECT mID FROM Rating ORDER BY AVG(stars) ASC LIMIT 1)
SELECT city.Name FROM city JOIN county_public_safety ON city.County_ID = county_public_safety.County_ID ORDER BY county_public_safety.Police_officers DESC LIMIT 1
SELECT Name FROM city WHERE County_ID = (SELECT County_ID FROM county_public_safety ORDER BY Police_officers DESC LIMIT 1)
SELECT Name FROM county_public_safety WHERE County_ID NOT IN (SELECT County_ID FROM city)
SELECT FirstName, LastName FROM Reservations WHERE Rate > (SELECT BasePrice FROM Rooms)
SELECT bedType, COUNT(*) FROM Rooms GROUP BY bedType
SELECT roomName FROM Rooms WHERE basePrice > (SELECT avg(basePrice) FROM Rooms)
SELECT LOCATION FROM party ORDER BY Number_of_hosts DESC LIMIT 1
SELECT party.Party_Theme, host.Name FROM party_host JOIN party ON party_host.Party_ID = party.Party_ID JOIN host ON party_host.Host_ID = host.Host_ID
SELECT Name FROM storm WHERE Storm_ID NOT IN (SELECT Storm_ID FROM affected_region)
SELECT AVG(Population) FROM county
SELECT AVG(Population) FROM county
SELECT DISTINCT District FROM election
SELECT Delegate FROM election WHERE Counties_Represented < 100000
SELECT T1.County_name FROM election AS T1 JOIN county AS T2 ON T1.County_Represented = T2.County_Id WHERE T1.Delegate = 'Appropriations'
SELECT AVG(Age), Years_working FROM journalist GROUP BY Work_Type
SELECT title FROM Papers WHERE instID IN (SELECT instID FROM Authorship WHERE authID IN (SELECT authID FROM Authors WHERE lname = 'Indiana' AND fname = 'University'))
SELECT lname FROM Authors WHERE authID IN (SELECT authID FROM Authorship GROUP BY authID ORDER BY COUNT(*) DESC LIMIT 1)
SELECT title FROM Papers ORDER BY COUNT(*) DESC LIMIT 1
SELECT title, film_id FROM film WHERE rental_duration < 3 AND rental_rate = 0.99
SELECT COUNT(city_id) FROM city WHERE country_id = (SELECT country_id FROM country WHERE country = 'Australia')
SELECT COUNT(*) FROM customer WHERE active = 1
SELECT title, id, description FROM film ORDER BY COUNT(actor_id) DESC LIMIT 1
SELECT store_id FROM inventory GROUP BY store_id ORDER BY count(*) DESC LIMIT 1
SELECT bname FROM bank GROUP BY bname ORDER BY count(*) DESC LIMIT 1
SELECT bname, SUM(loan.amount) FROM bank JOIN loan ON bank.branch_ID = loan.branch_ID GROUP BY bname
SELECT T1.name, T1.time FROM train AS T1 JOIN station AS T2 ON T1.station_id = T2.id WHERE T2.network_name = 'Chiltern'
SELECT id, local_authority FROM station WHERE high_temperature = (SELECT high_temperature FROM station ORDER BY high_temperature DESC LIMIT 1)
SELECT DISTINCT T1.dept_address FROM DEPARTMENT AS T1
SELECT COUNT(DISTINCT dept_code) FROM DEPARTMENT GROUP BY dept_code HAVING COUNT(DISTINCT dept_code) < 5
SELECT dept_name, COUNT(*) FROM DEPARTMENT GROUP BY dept_name
SELECT SUM(stu_hrs) FROM STUDENT GROUP BY dept_code
SELECT T2.emp_lname, T2.emp_hiredate FROM PROFESSOR AS T1 JOIN EMPLOYEE AS T2 ON T1.emp_num = T2.emp_num WHERE T1.prof_office = 'DRE 102'
SELECT T1.stu_fname FROM STUDENT AS T1 JOIN ENROLL AS T2 ON T1.stu_num = T2.stu_num WHERE T2.class_code = (SELECT class_code FROM CLASS GROUP BY class_code HAVING count(*) = 1)
SELECT name FROM club WHERE Club_ID NOT IN (SELECT Club_ID FROM player)
SELECT T1.DEPARTMENT_ID FROM employees AS T1 JOIN job_history AS T2 ON T1.employee_id = T2.employee_id GROUP BY T1.department_id HAVING COUNT(*) > 10
SELECT employee_id FROM employees WHERE employee_id IN (SELECT employee_id FROM job_history GROUP BY employee_id HAVING count(*) > 2)
SELECT T1.first_name, T1.last_name, T1.hire_date FROM employees AS T1 JOIN job_history AS T2 ON T1.employee_id = T2.employee_id WHERE T1.department_id = (SELECT department_id FROM employees WHERE first_name = 'Clara' AND last_name = 'Smith')
SELECT employee_id, first_name, last_name FROM employees WHERE department_id IN (SELECT department_id FROM departments WHERE first_name LIKE 'T%')
SELECT DISTINCT song_name FROM song WHERE resolution > (SELECT resolution FROM song WHERE languages = 'English')
SELECT languages FROM song GROUP BY languages ORDER BY COUNT(*) DESC LIMIT 1
SELECT photos.name FROM photos JOIN mountain ON photos.mountain_id = mountain.id ORDER BY mountain.height DESC LIMIT 1
SELECT COUNT(id) FROM camera_lens WHERE id NOT IN (SELECT id FROM photos)
SELECT Name FROM program ORDER BY Launch DESC LIMIT 1
SELECT T1.Owner, SUM(T1.Rating_in_percent) FROM channel AS T1 JOIN broadcast_share AS T2 ON T1.Channel_ID = T2.Channel_ID GROUP BY T1.Owner
SELECT COUNT(*) FROM Student_Tests_Taken WHERE test_result = "Fail"
SELECT login_name FROM Course_Authors_and_Tutors
SELECT T2.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Stay = 111
SELECT T1.Name FROM Patient AS T1 JOIN Undergoes AS T2 ON T1.SSN = T2.Patient ORDER BY T2.Stay DESC LIMIT 1
SELECT T1.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Dose = (SELECT MAX(Dose) FROM Medication)
SELECT T2.Name FROM Affiliated_With AS T1 JOIN Department AS T2 ON T1.Department = T2.DepartmentID
SELECT COUNT(*) FROM ship
SELECT Name FROM ship ORDER BY Tonnage ASC
SELECT Type, Nationality FROM ship
SELECT Name FROM ship WHERE Ship_ID IN (SELECT Ship_ID FROM mission WHERE Launched_Year > 1928)
SELECT Classroom FROM list WHERE Grade = 4
SELECT FirstName, LastName FROM list WHERE Grade = 1 AND Classroom != 1000000000000000000000000000000000000000000000000
SELECT grade, COUNT(*) AS classroom_count, SUM(T1.classroom) AS total_students FROM list AS T1 JOIN teachers AS T2 ON T1.classroom = T2.classroom GROUP BY grade
SELECT Headquarters FROM company GROUP BY Headquarters HAVING count(*) >= 2
SELECT T1.Title, T2.Type FROM film AS T1 JOIN film_market_estimation AS T2 ON T1.Film_ID = T2.Film_ID
SELECT Year FROM film_market_estimation WHERE Market_ID = (SELECT Market_ID FROM market WHERE Country = 'Japan') ORDER BY Year DESC
SELECT T2.Location_Code FROM All_Documents AS T1 JOIN Document_Locations AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Document_Name = "Robin CV"
SELECT Document_Locations.LOCATION_Code FROM All_Documents JOIN Document_Locations ON All_Documents.Document_ID = Document_Locations.Document_ID GROUP BY Document_Locations.LOCATION_Code HAVING count(*) >= 3
SELECT Fname FROM Student
SELECT COUNT(*) FROM Member_of_club JOIN Club ON Member_of_club.ClubID = Club.ClubID WHERE Club.ClubName = 'Tennis Club'
SELECT ClubLocation FROM Club WHERE ClubName = "Tennis Club"
SELECT T1.grant_start_date FROM Grants AS T1 JOIN Documents AS T2 ON T1.grant_id = T2.grant_id JOIN Document_Types ON T2.document_type_code = Document_Types.document_type_code WHERE Document_Types.document_description = 'Regular' OR Document_Types.document_description = 'Initial Application'
SELECT T2.organisation_type_description FROM Organisations AS T1 JOIN Organisations AS T2 ON T1.organisation_id = T2.organisation_id WHERE T1.organisation_details = 'quo'
SELECT role_code FROM Project_Staff WHERE date_from BETWEEN '2003-04-19 15:06:20' AND '2016-03-15 00:33:18'
SELECT COUNT(name) FROM Person WHERE job = 'Engineer'
SELECT name FROM PersonFriend WHERE name = 'Alice' AND gender = 'female'
SELECT name FROM Person WHERE name = 'Alice' AND year = (SELECT MIN(year) FROM PersonFriend WHERE friend = 'Alice')
SELECT user_name, password FROM Users GROUP BY role_code ORDER BY count(*) DESC LIMIT 1
SELECT AVG(access_count) FROM Documents WHERE document_name = "Acknowledgement"
SELECT count(*) FROM Companies
SELECT MAX(Sales_billion) FROM Companies WHERE Industry != 'Banking'
SELECT count(DISTINCT Industry) FROM Companies
SELECT Industry FROM Companies WHERE Headquarters = "USA" INTERSECT SELECT Industry FROM Companies WHERE Headquarters = "China"
SELECT COUNT(id) FROM Companies WHERE Industry IN ('Banking', 'Conglomerate')
SELECT Product_Type_Code FROM Products GROUP BY Product_Type_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT Festival_ID, Name FROM festival_detail WHERE Festival_ID IN (SELECT Festival_ID FROM nomination GROUP BY Festival_ID HAVING COUNT(*) >= 2)
SELECT premises_type, premise_details FROM Premises ORDER BY premises_type
SELECT T2.building FROM Faculty AS T1 JOIN Course AS T2 ON T1.facid = T2.instructor
SELECT T2.DName, T2.Room FROM Course AS T1 JOIN Department AS T2 ON T1.DNO = T2.DNO WHERE T1.CID = 'INTRODUCTION TO COMPUTER SCIENCE'
SELECT product_type_code, MAX(product_price), MIN(product_price) FROM Products GROUP BY product_type_code
SELECT customer_name, customer_id FROM Customers WHERE customer_address LIKE '%TN%'
SELECT supplier_name, supplier_phone FROM Suppliers ORDER BY supplier_name
SELECT COUNT(*) FROM aircraft
SELECT Name FROM pilot ORDER BY Name ASC
SELECT Name FROM pilot WHERE Age > 30 ORDER BY Name DESC
SELECT DISTINCT service_type_code FROM Services WHERE organization_id = 'Denesik and Sons Party'
SELECT T1.Team FROM player AS T1 JOIN school AS T2 ON T1.School_ID = T2.School_ID ORDER BY T1.Age LIMIT 1
SELECT T2.District_name, T2.City_population FROM district AS T1 JOIN store_district AS T2 ON T1.District_ID = T2.District_ID WHERE T1.Number_of_product_category BETWEEN 200000 AND 2000000
SELECT T2.District_name FROM district AS T1 JOIN store_district AS T2 ON T1.District_ID = T2.District_ID ORDER BY T1.City_Population DESC LIMIT 1
SELECT AVG(product.pages_per_minute_color) FROM store_product JOIN product ON store_product.Product_ID = product.product_id
SELECT product FROM product WHERE dpi = (SELECT dpi FROM product WHERE dimensions = 'A4' AND pages_per_minute_color < 5)
SELECT pName FROM Player WHERE yCard = 'yes' ORDER BY HS DESC
SELECT DISTINCT cName FROM College ORDER BY cName
SELECT pPos FROM Tryout GROUP BY pPos ORDER BY COUNT(*) DESC LIMIT 1
SELECT College.cName FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('Goalie', 'Mid')
SELECT state FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('Goalie', 'Mid')
SELECT COUNT(DISTINCT state) FROM College WHERE cName IN (SELECT cName FROM Player JOIN Tryout ON Player.pID = Tryout.pID WHERE Tryout.pPos = 'mid' AND yCard != 'goalie')
SELECT Shop_Name FROM shop ORDER BY Open_Year ASC
SELECT count(DISTINCT Software_Platform) FROM device
SELECT Planned_Delivery_Date, Actual_Delivery_Date FROM Bookings
SELECT Store_Name FROM Drama_Workshop_Groups
SELECT DISTINCT Product_Name FROM Products WHERE Product_Price > (SELECT AVG(Product_Price) FROM Products)
SELECT Customer_Phone FROM Performers WHERE Customer_Name = 'Ashley'
SELECT Status_Code FROM Bookings GROUP BY Status_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT DISTINCT StagePosition FROM Performance WHERE Bandmate = (SELECT Id FROM Band WHERE Firstname = 'Solveig' AND Lastname = 'Solveig')
SELECT T1.Title FROM Songs AS T1 JOIN Performance AS T2 ON T1.SongId = T2.SongId JOIN Band AS T3 ON T2.Bandmate = T3.Id WHERE T3.Firstname = "Heilo"
SELECT T1.Title FROM Songs AS T1 JOIN Performance AS T2 ON T1.SongId = T2.SongId JOIN Vocals AS T3 ON T2.Bandmate = T3.Bandmate WHERE T3.Type = 'Vocals' ORDER BY COUNT(T2.SongId) DESC LIMIT 1
SELECT T2.Firstname FROM Performance AS T1 JOIN Band AS T2 ON T1.Bandmate = T2.Id GROUP BY T2.Id ORDER BY COUNT(*) DESC LIMIT 1
SELECT COUNT(Code) FROM Manufacturers WHERE Headquarter IN ('Tokyo', 'Beijing')
SELECT Name FROM Manufacturers WHERE Revenue BETWEEN 100 AND 150
SELECT Name, Headquarter, Founder FROM Manufacturers ORDER BY Revenue DESC LIMIT 1
SELECT AVG(Price) FROM Products GROUP BY Manufacturer
SELECT M.Name, P.Name, P.Price FROM Manufacturers M JOIN Products P ON M.Code = P.Manufacturer ORDER BY P.Price DESC LIMIT 1
SELECT problem_id FROM Problems WHERE product_id = (SELECT product_id FROM Product WHERE product_name = "voluptatem") AND date_problem_reported > '1995-01-01'
SELECT City, COUNT(*) FROM branch WHERE Open_year < '2010' GROUP BY City
SELECT DISTINCT Fname FROM Student WHERE Class_President_Vote
SELECT Fname, Lname FROM Student WHERE Sex = 'F' AND President_Vote = 1
SELECT Major FROM Student GROUP BY Major HAVING count(*) < 3
SELECT product_id, Ref_Colors.color_description FROM Products JOIN Ref_Colors ON Products.color_code = Ref_Colors.color_code WHERE product_id IN (SELECT product_id FROM Product_Characteristics GROUP BY product_id HAVING count(*) >= 2)
SELECT product_name FROM Products WHERE product_category_code = 'fast' AND color_code = 'red'
SELECT name FROM stadium WHERE capacity = (SELECT MAX(capacity) FROM stadium)
SELECT country, COUNT(*) FROM stadium GROUP BY country
SELECT MAX(Level) FROM manager WHERE Country != "Australia"
SELECT customer_name, customer_phone FROM Customers WHERE customer_address IS NULL
SELECT T1.product_name, SUM(T2.order_quantity) FROM Products AS T1 JOIN Customer_Orders AS T2 ON T1.product_id = T2.product_id GROUP BY T1.product_id
SELECT MIN(product_price), MAX(product_price), AVG(product_price) FROM Products
SELECT dorm_name FROM Dorm WHERE student_capacity > 300
SELECT Fname FROM Student WHERE Age BETWEEN 20 AND 25 AND city_code = 'PHL'
SELECT count(DISTINCT gender) FROM Dorm
SELECT dorm_name, gender FROM Dorm WHERE student_capacity BETWEEN 300 AND 100
SELECT amenity_name FROM Dorm_amenity GROUP BY amenity_name ORDER BY count(*) DESC LIMIT 1
SELECT first_name FROM Staff WHERE staff_id IN (SELECT staff_id FROM Complaints GROUP BY staff_id ORDER BY COUNT(*) DESC LIMIT 5)
SELECT Author FROM submission ORDER BY Scores DESC LIMIT 1
SELECT Author, Acceptance.Result FROM submission JOIN Acceptance ON submission.Submission_ID = Acceptance.Submission_ID
SELECT T1.lot_details, T1.investor_id FROM Lots AS T1 JOIN Transactions_Lots AS T2 ON T1.lot_id = T2.lot_id
SELECT AVG(amount_of_transaction) FROM Transactions ORDER BY AVG(amount_of_transaction)
SELECT COUNT(DISTINCT T1.investor_id) FROM Transactions AS T1 INNER JOIN Sales AS T2 ON T1.transaction_id = T2.sales_transaction_id WHERE T2.sales_details = 'SALE' AND T1.amount_of_transaction > 0
SELECT COUNT(DISTINCT investor_id) FROM Investors
SELECT T1.lot_details FROM Lots AS T1 INNER JOIN Transactions_Lots AS T2 ON T1.lot_id = T2.lot_id WHERE T2.transaction_id IS NULL
SELECT star_rating_description FROM Ref_Hotel_Star_Ratings WHERE star_rating_code IN (SELECT star_rating_code FROM Hotels WHERE price_range > 10000)
SELECT Name FROM Tourist_Attractions WHERE Attraction_Type_Code IN ('Walk', '660 Shea Crescent')
SELECT T2.GName FROM Video_Games AS T1 JOIN SportsInfo AS T2 ON T1.GameID = T2.GameID WHERE T2.OnScholarship = 'Yes'
SELECT StuID FROM Student WHERE Age = 1121
SELECT Fname, Age FROM Student WHERE StuID IN (SELECT StuID FROM Plays_Games WHERE GameID IN (SELECT GameID FROM Video_Games WHERE GName = 'Football' AND GType = 'Lacrosse'))
SELECT T1.customer_name FROM Customers AS T1 JOIN Customer_Orders AS T2 ON T1.customer_id = T2.customer_id WHERE T1.customer_name LIKE '%Alex%'
SELECT address_content FROM Addresses WHERE customer_name = "Maudie Kertzmann"
SELECT DISTINCT city FROM Addresses
SELECT city FROM Addresses WHERE zip_postcode = 255
SELECT Famous_Title FROM artist WHERE Artist = "Triumfall"
SELECT Issue_Date FROM volume WHERE Artist_ID = (SELECT Artist_ID FROM artist WHERE Artist = 'Gorgoroth')
SELECT Name FROM captain ORDER BY age DESC
SELECT T2.City FROM city AS T1 JOIN temperature AS T2 ON T1.City_ID = T2.City_ID WHERE T2.Month = 'February' ORDER BY T2.Jan DESC LIMIT 1
SELECT Venue FROM match ORDER BY Date DESC
SELECT GDP FROM city ORDER BY Regional_Population DESC LIMIT 1
SELECT count(DISTINCT payment_method_code) FROM Parties
SELECT COUNT(*) , Country FROM airport GROUP BY Country
SELECT Name FROM Scientists WHERE SSN NOT IN (SELECT Scientist FROM AssignedTo WHERE Project = (SELECT Code FROM Projects ORDER BY Hours DESC LIMIT 1))
SELECT T1.Name FROM Projects AS T1 JOIN AssignedTo AS T2 ON T1.Code = T2.Project ORDER BY T1.Hours LIMIT 1
SELECT Area, County FROM appellations
SELECT AVG(Price) FROM wine
SELECT wine.Appelation FROM wine JOIN appellations ON wine.Appelation = appellations.Appelation WHERE Year > 2008 AND appellations.County != 'Central Coast'
SELECT station.LOCATION, COUNT(*) AS Total_Platforms, SUM(Total_Passengers) AS Total_Passengers FROM train_station JOIN station ON train_station.Station_ID = station.Station_ID GROUP BY station.LOCATION
SELECT date_joined_staff FROM Staff WHERE first_name = 'Janessa' AND middle_name = 'Sawayn'
SELECT Addresses.country, state_province_county FROM Staff JOIN Addresses ON Staff.staff_address_id = Addresses.address_id WHERE first_name = 'Janessa' AND last_name = 'Sawayn'
SELECT city, COUNT(*) FROM Addresses GROUP BY city ORDER BY COUNT(*) DESC LIMIT 1
SELECT status_code FROM Customers GROUP BY status_code ORDER BY count(*) ASC LIMIT 1
SELECT COUNT(*) FROM Lessons WHERE customer_id = (SELECT customer_id FROM Customers WHERE first_name = 'Ryan' AND last_name = 'Goodwin')
SELECT SUM(Customer_Payments.amount_payment) FROM Customers JOIN Customer_Payments ON Customers.customer_id = Customer_Payments.customer_id WHERE first_name = 'Carole' AND last_name = 'Bernhard'
SELECT T1.fname, T1.lname FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.facid = T2.facid WHERE T2.stuid = (SELECT StuID FROM Student WHERE Advisor = 1)
SELECT Faculty.rank, sex, COUNT(*) FROM Faculty_Participates_in JOIN Faculty ON Faculty_Participates_in.FacID = Faculty.FacID GROUP BY Faculty.rank, sex
SELECT count(*) FROM Activity
SELECT T1.fname, T1.lname, COUNT(*) FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.facid = T2.facid GROUP BY T1.facid
SELECT Participates_in.StuID FROM Participates_in JOIN Student ON Participates_in.stuid = Student.StuID WHERE actid IN (SELECT actid FROM Activity WHERE activity_name = 'Sports') AND Student.Age < 20
SELECT COUNT(*) FROM routes WHERE airline = 'American Airlines'
SELECT count(DISTINCT city) FROM airports WHERE count(*) > 3
SELECT T1.name FROM airports AS T1 JOIN routes AS T2 ON T1.apid = T2.src_apid GROUP BY T1.name HAVING count(*) > 1
SELECT name FROM airlines WHERE alid = (SELECT alid FROM routes GROUP BY alid ORDER BY count(*) DESC LIMIT 1)
SELECT order_id FROM Shipments WHERE shipment_tracking_number = "3452"
SELECT T1.customer_name FROM Customers AS T1 JOIN Orders AS T2 ON T1.customer_id = T2.customer_id WHERE T2.order_status = "Packing"
SELECT DISTINCT Customers.customer_details FROM Orders JOIN Customers ON Orders.customer_id = Customers.customer_id WHERE order_status = "On Road"
SELECT DISTINCT product_name FROM Products ORDER BY product_name ASC
SELECT customer_name FROM Customers WHERE customer_id IN (SELECT customer_id FROM Order_Items WHERE order_item_details = 'food' AND order_item_status = 'Cancel')
SELECT DISTINCT name FROM mill WHERE architect_id IN (SELECT id FROM bridge WHERE length_meters > 80)
SELECT type, COUNT(*) FROM mill GROUP BY type ORDER BY COUNT(*) DESC LIMIT 1
SELECT count(*) FROM book_club
SELECT DISTINCT Publisher FROM book_club WHERE Year = 1989 OR Year = 1990
SELECT T1.Title FROM movie AS T1 JOIN culture_company AS T2 ON T1.movie_id = T2.movie_id WHERE T2.Company_name = 'China'
