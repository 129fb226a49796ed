SELECT T1.name, T1.num_employees FROM head AS T1 JOIN management AS T2 ON T1.head_id = T2.head_id WHERE T2.temp_acting = 'Yes'
SELECT course_id FROM Student_Course_Registrations WHERE student_id = 121
SELECT student_id FROM Student_Course_Attendance WHERE course_id IN (SELECT course_id FROM Courses WHERE department = 'Statistics') ORDER BY date_of_attendance
SELECT start_station_name, end_station_name FROM trip ORDER BY id DESC LIMIT 3
SELECT DISTINCT name FROM station WHERE bikes_available = 7
SELECT name, COUNT(*) FROM station GROUP BY name HAVING COUNT(*) >= 15
SELECT date, cloud_cover FROM weather ORDER BY cloud_cover DESC LIMIT 5
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT Nominee FROM actor WHERE Musical_ID IN (SELECT Musical_ID FROM musical WHERE Award = 'Tony Award' INTERSECT SELECT Musical_ID FROM musical WHERE Award = 'Drama Desk Award')
SELECT CAST(SUM(follows.f1) AS REAL) / COUNT(follows.f1) FROM follows WHERE follows.f2 NOT IN (SELECT uid FROM tweets)
SELECT T1.catalog_entry_name FROM Catalog_Contents AS T1 JOIN Catalog_Contents_Additional_Attributes AS T2 ON T1.catalog_entry_id = T2.catalog_entry_id GROUP BY T1.catalog_entry_id ORDER BY count(*) DESC LIMIT 1
SELECT AVG(price_in_euros) FROM Catalog_Contents
SELECT product_stock_number FROM Catalog_Contents WHERE duration < 3 OR height > 5
SELECT name, salary FROM employee WHERE eid = 242518965
SELECT eid, name FROM employee ORDER BY salary DESC LIMIT 1
SELECT StuID FROM Student WHERE Age > 20
SELECT advisor, COUNT(*) FROM Student GROUP BY advisor
SELECT COUNT(*) FROM Student WHERE Major = 1 AND Advisor = 1 AND StuID IN (SELECT StuID FROM Has_Allergy WHERE Allergy = 'Milk' OR Allergy = 'Egg') AND Sex = 'F'
SELECT COUNT(*) FROM Student WHERE Sex = 'F' AND Allergy IN ('Milk', 'Eggs')
SELECT count(*) FROM Has_Allergy WHERE Allergy = 'asthma'
SELECT state FROM customers WHERE country = 'USA' GROUP BY state ORDER BY count(*) DESC LIMIT 1
SELECT T2.company FROM customers AS T1 JOIN employees AS T2 ON T1.id = T2.reports_to WHERE T1.first_name = 'Eduardo' AND T1.last_name = 'Martins'
SELECT T1.first_name, T1.last_name FROM employees AS T1 JOIN reports_to AS T2 ON T1.id = T2.reports_to WHERE T2.first_name = 'Nancy' AND T2.last_name = 'Edwards'
SELECT T2.city, COUNT(T1.id) FROM employees AS T1 JOIN employees AS T2 ON T1.reports_to = T2.id WHERE T1.title = 'IT' GROUP BY T2.city
SELECT first_name, last_name, COUNT(*) FROM employees GROUP BY reports_to
SELECT genre_id, COUNT(*) FROM tracks GROUP BY genre_id
SELECT DISTINCT Theme FROM journal
SELECT T1.Name, T2.Theme FROM journal_committee AS T1 JOIN editor AS T2 ON T1.Editor_ID = T2.Editor_ID
SELECT T1.customer_first_name, T1.customer_last_name, T1.customer_phone FROM Customers AS T1 JOIN Accounts AS T2 ON T1.customer_id = T2.customer_id WHERE T2.account_name = '162'
SELECT count(DISTINCT transaction_type) FROM Financial_Transactions
SELECT count(*) FROM track
SELECT Name, LOCATION FROM track
SELECT Name, Location FROM track
SELECT DISTINCT Ethnicity FROM race
SELECT Name FROM track WHERE Track_ID NOT IN (SELECT Track_ID FROM race)
SELECT Name FROM Genre
SELECT T2.Name FROM Artist AS T1 JOIN Customer AS T2 ON T1.ArtistId = T2.ArtistId JOIN InvoiceLine AS T3 ON T3.InvoiceId = T2.InvoiceId JOIN Track AS T4 ON T3.TrackId = T4.TrackId WHERE T4.Name = "Balls to the Wall"
SELECT Name FROM Artist ORDER BY COUNT(*) DESC LIMIT 1
SELECT MAX(Milliseconds) AS LongestDuration, MIN(Milliseconds) AS ShortestDuration FROM Track
SELECT Customer_Phone FROM Customers_Policies WHERE Policy_ID = (SELECT Policy_ID FROM Available_Policies WHERE policy_type_code = "Life Insurance")
SELECT name FROM enzyme WHERE Product != 'Heme'
SELECT DISTINCT T1.name FROM medicine AS T1 JOIN medicine_enzyme_interaction AS T2 ON T1.id = T2.medicine_id GROUP BY T1.id HAVING COUNT(T2.interaction_type) > 1
SELECT COUNT(*) FROM medicine WHERE FDA_approved = 'No'
SELECT COUNT(*) FROM medicine WHERE FDA_approved = 'No'
SELECT ACC_Percent, LOCATION FROM basketball_match
SELECT DISTINCT Membership, COUNT(*) FROM basketball_match WHERE ACC_Regular_Season > 20000
SELECT * FROM basketball_match
SELECT T2.Team_Name FROM basketball_match AS T1 JOIN university AS T2 ON T1.School_ID = T2.School_ID ORDER BY T1.All_Home DESC
SELECT count(DISTINCT Team) FROM match_season
SELECT T2.Stance FROM player AS T1 JOIN match_season AS T2 ON T1.Player_ID = T2.Player WHERE T1.Player = "Ryley Goldner"
SELECT T2.Name FROM match_season AS T1 JOIN team AS T2 ON T1.Team = T2.Team_id WHERE T1.Draft_Pick_Number = 0
SELECT Country FROM mountain GROUP BY Country HAVING COUNT(*) > 1
SELECT Country FROM mountain WHERE Height > 5600 OR Height < 5200
SELECT * FROM body_builder
SELECT DISTINCT building_description FROM Apartment_Buildings
SELECT building_address, building_phone FROM Apartment_Buildings WHERE building_manager = "Brenden"
SELECT booking_start_date, booking_end_date FROM Apartment_Bookings WHERE apt_id IN (SELECT apt_id FROM Apartments WHERE bedroom_count > 2)
SELECT apt_type_code FROM Apartments ORDER BY avg(room_count) DESC LIMIT 3
SELECT T1.Name FROM member_attendance AS T1 JOIN performance AS T2 ON T1.Performance_ID = T2.Performance_ID WHERE T2.Location = "TD Garden" OR T2.Location = "Bell Centre"
SELECT count(DISTINCT course_id) FROM course WHERE dept_name = 'Physics'
SELECT dept_name FROM department WHERE budget > (SELECT AVG(budget) FROM department)
SELECT dept_name, COUNT(*) FROM teaches GROUP BY dept_name
SELECT dept_name FROM department WHERE budget = (SELECT AVG(salary) FROM instructor)
SELECT T2.name FROM instructor AS T1 JOIN teaches AS T2 ON T1.id = T2.id WHERE T1.dept_name = 'Biology Directorate'
SELECT T1.Customer_Details FROM Customers AS T1 JOIN Claim_Headers AS T2 ON T1.Customer_ID = T2.Customer_ID GROUP BY T1.Customer_ID ORDER BY SUM(T2.Amount_Claimed) DESC LIMIT 1
SELECT Customer_Details FROM Customers WHERE Customer_Details LIKE '%Diana%'
SELECT count(DISTINCT Claim_Outcome_Code) FROM Claims_Processing
SELECT T1.customer_first_name, T1.customer_last_name FROM Customers AS T1 JOIN Accounts AS T2 ON T1.customer_id = T2.customer_id WHERE T2.account_name = '900'
SELECT count(*) , customer_id FROM Accounts GROUP BY customer_id
SELECT count(*) FROM Customers
SELECT count(*) , account_id FROM Financial_Transactions GROUP BY account_id
SELECT COUNT(order_id) FROM Orders
SELECT T1.Country, COUNT(T2.People_ID) FROM people AS T1 JOIN church AS T2 ON T1.People_ID = T2.Male_ID GROUP BY T1.Country
SELECT Theme, Year FROM exhibition ORDER BY Ticket_Price DESC
SELECT Theme, DAY, Attendance FROM exhibition WHERE YEAR = 2004
SELECT i_id FROM item WHERE title = "orange"
SELECT Total_Points FROM gymnast ORDER BY Total_Points DESC
SELECT SUM(S.balance) FROM SAVINGS S WHERE S.custid NOT IN (SELECT custid FROM ACCOUNTS WHERE name = 'Brown')
SELECT name FROM CHECKING WHERE custid = (SELECT custid FROM SAVINGS ORDER BY balance ASC LIMIT 1)
SELECT T1.name, SUM(T2.balance) AS total_saving_equilibrium FROM ACCOUNTS AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid GROUP BY T1.name
SELECT T1.name FROM ACCOUNTS AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid JOIN CHECKING AS T3 ON T1.custid = T3.custid WHERE T2.balance > T3.balance
SELECT T1.name, SUM(T2.balance) FROM CHECKING AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid WHERE T2.balance < T1.balance
SELECT id, market_share FROM browser WHERE name = 'Safari'
SELECT LOCATION FROM cinema WHERE capacity > 300 GROUP BY LOCATION HAVING COUNT(*) >= 2
SELECT count(DISTINCT product_type_code) FROM Products_for_Hire
SELECT DISTINCT Carrier FROM phone WHERE Memory_in_G > 32
SELECT T1.Company, T1.Main_Industry FROM company AS T1 INNER JOIN gas_station AS T2 ON T1.Company_ID = T2.Company_ID WHERE T2.Headquarters != 'USA'
SELECT DISTINCT Main_Industry FROM company
SELECT headquarters FROM company WHERE main_industry = 'Banking' GROUP BY headquarters HAVING count(*) >= 2
SELECT DISTINCT T1.Member_Name FROM member AS T1 JOIN party_events AS T2 ON T1.Member_ID = T2.Member_in_charge_ID WHERE T2.Party_ID = 3 AND T2.Party_ID = 1
SELECT Member_Name FROM member WHERE Party_ID NOT IN (SELECT Party_ID FROM party_events WHERE Event_Name = 'Progress Party')
SELECT count(*) FROM party_events
SELECT Fname, Lname FROM employee WHERE Salary > 30000
SELECT Service_Type_Code FROM Services ORDER BY Service_Type_Code ASC
SELECT Service_ID, Service_Details FROM Events
SELECT COUNT(*) FROM Participants_in_Events WHERE Participant_Details LIKE '%Dr%'
SELECT Service_ID, Service_Type_Code FROM Services GROUP BY Service_ID ORDER BY count(*) ASC LIMIT 1
SELECT count(*) FROM technician
SELECT T1.Company, T2.Investor FROM entrepreneur AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID
SELECT Name FROM people ORDER BY Weight ASC
SELECT T1.Height FROM perpetrator AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID ORDER BY T2.Injured DESC
SELECT Date FROM perpetrator ORDER BY Height DESC LIMIT 1
SELECT Degrees FROM degrees WHERE Campus = "San Francisco State University" AND YEAR = 2001
SELECT COUNT(DISTINCT Faculty) FROM faculty WHERE Campus = (SELECT Campus FROM enrollments WHERE Year = 2002)
SELECT count(*) FROM Campuses
SELECT Support_rate FROM candidate ORDER BY Support_rate DESC LIMIT 3
SELECT r.name, m.title, r.stars FROM Rating r JOIN Movie m ON r.mID = m.mID WHERE r.referee = m.director
SELECT name FROM Reviewer
SELECT title FROM Movie WHERE mID IN (SELECT mID FROM Rating ORDER BY AVG(stars) ASC LIMIT 1)
SELECT Name FROM city WHERE County_ID = (SELECT County_ID FROM county_public_safety ORDER BY Police_officers DESC LIMIT 1)
SELECT T2.Name FROM county_public_safety AS T1 JOIN city AS T2 ON T1.County_ID = T2.County_ID WHERE T1.Population = (SELECT MAX(Population) FROM county_public_safety)
SELECT Name FROM county_public_safety WHERE County_ID NOT IN (SELECT County_ID FROM city)
SELECT FirstName, LastName FROM Reservations WHERE Rate > (SELECT BasePrice FROM Rooms)
SELECT bedType, COUNT(*) FROM Rooms GROUP BY bedType
SELECT roomName FROM Rooms WHERE beds > (SELECT avg(beds) FROM Rooms)
SELECT LOCATION FROM party ORDER BY Number_of_hosts DESC LIMIT 1
SELECT Party_Theme, Name FROM party
SELECT Name FROM storm WHERE Storm_ID NOT IN (SELECT Storm_ID FROM affected_region)
SELECT AVG(T2.Population) FROM county AS T1 JOIN election AS T2 ON T1.County_Id = T2.District
SELECT AVG(Population) FROM county
SELECT DISTINCT Neighborhood FROM election
SELECT Delegate FROM election WHERE Counties_Represented LIKE 'Township%' AND Population < 100000
SELECT T1.Township_name FROM election AS T1 JOIN county AS T2 ON T1.District = T2.County_Id WHERE T1.Committee = 'Appropriations'
SELECT AVG(Age) , AVG(Years_working) FROM journalist
SELECT T1.title FROM Inst AS T1 JOIN Authorship AS T2 ON T1.instID = T2.instID JOIN Authors AS T3 ON T2.authID = T3.authID JOIN Papers AS T4 ON T2.paperID = T4.paperID WHERE T3.lname = 'Indiana'
SELECT lname FROM Authors WHERE authID IN (SELECT authID FROM Authorship WHERE instID IN (SELECT instID FROM Inst WHERE name = 'Novelist'))
SELECT T1.title FROM Authors AS T1 JOIN Authorship AS T2 ON T1.authID = T2.authID JOIN Papers AS T3 ON T2.paperID = T3.paperID GROUP BY T1.authID ORDER BY count(*) DESC LIMIT 1
SELECT title, film_id FROM film WHERE rental_rate = 0.99 AND stock < 3
SELECT count(DISTINCT city_id) FROM city WHERE country_id = 20
SELECT COUNT(*) FROM customer WHERE active = 1
SELECT T1.title, T1.film_id, T1.description FROM film AS T1 JOIN film_actor AS T2 ON T1.film_id = T2.film_id GROUP BY T1.film_id ORDER BY count(*) DESC LIMIT 1
SELECT s.store_id FROM customer c JOIN inventory i ON c.customer_id = i.customer_id JOIN store s ON i.store_id = s.store_id GROUP BY s.store_id ORDER BY count(*) DESC LIMIT 1
SELECT bname FROM bank GROUP BY bname ORDER BY count(*) DESC LIMIT 1
SELECT bname, SUM(amount) FROM bank GROUP BY bname
SELECT T1.name, T1.time FROM train AS T1 JOIN station AS T2 ON T1.station_id = T2.id WHERE T2.local_authority = 'Chiltern'
SELECT id, local_authority FROM station WHERE high_temperature = (SELECT high_temperature FROM station ORDER BY high_temperature DESC LIMIT 1)
SELECT DISTINCT T1.SCHOOL_CODE FROM STUDENT AS T1
SELECT T1.SCHOOL_CODE, COUNT(DISTINCT T2.DIRECTORATE) FROM CLASS AS T1 JOIN DEPARTMENT AS T2 ON T1.DEPART_CODE = T2.DEPART_CODE GROUP BY T1.SCHOOL_CODE HAVING COUNT(DISTINCT T2.DIRECTORATE) < 5
SELECT dept_code, COUNT(*) FROM PROFESSOR GROUP BY dept_code
SELECT T1.DIRECTOR, SUM(T2.HRS) AS TOTAL_HOURS FROM CLASS AS T1 JOIN PROFESSOR AS T2 ON T1.PROF_NUM = T2.PROF_NUM GROUP BY T1.DIRECTOR
SELECT T1.EMP_LNAME, T1.EMP_HIREDATE FROM EMPLOYEE AS T1 JOIN PROFESSOR AS T2 ON T1.EMP_NUM = T2.PROF_NUM WHERE T2.DEPT_CODE = 'DRE' AND T2.PROF_OFFICE = 'DRE 102'
SELECT T1.emp_fname FROM CLASS AS T1 JOIN ENROLL AS T2 ON T1.class_code = T2.class_code WHERE T2.class_code IN (SELECT class_code FROM CLASS GROUP BY class_code HAVING count(*) = 1)
SELECT name FROM club WHERE Club_ID NOT IN (SELECT Club_ID FROM club_rank)
SELECT T2.DEPARTMENT_NAME FROM employees AS T1 JOIN job_history AS T2 ON T1.EMPLOYEE_ID = T2.EMPLOYEE_ID WHERE T1.COMMISSION_PCT > 10
SELECT employee_id FROM employees WHERE employee_id IN (SELECT employee_id FROM job_history GROUP BY employee_id HAVING count(*) > 2)
SELECT T1.first_name, T1.last_name, T1.hire_date FROM employees AS T1 JOIN job_history AS T2 ON T1.employee_id = T2.employee_id WHERE T1.department_id = (SELECT department_id FROM employees WHERE first_name = 'Clara')
SELECT employee_id, first_name, last_name FROM employees WHERE department_id IN (SELECT department_id FROM departments WHERE manager_id IN (SELECT manager_id FROM employees WHERE first_name LIKE 'T%'))
SELECT DISTINCT T2.genre_is FROM song AS T1 INNER JOIN genre AS T2 ON T1.genre_is = T2.g_name WHERE T1.resolution > 10000
SELECT DISTINCT T1.lexicon FROM song AS T1 JOIN genre AS T2 ON T1.genre_is = T2.g_name
SELECT name FROM camera_lens WHERE id IN (SELECT camera_lens_id FROM photos GROUP BY camera_lens_id ORDER BY COUNT(*) DESC LIMIT 1)
SELECT COUNT(id) FROM camera_lens WHERE id NOT IN (SELECT id FROM photos)
SELECT Name FROM program ORDER BY Launch DESC LIMIT 1
SELECT T2.Rating_in_percent FROM channel AS T1 JOIN broadcast AS T2 ON T1.Channel_ID = T2.Channel_ID
SELECT COUNT(*) FROM Student_Tests_Taken WHERE test_result = "Fail"
SELECT login_name FROM Course_Authors_and_Tutors
SELECT T2.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Disease = 'Disease' AND T1.Brand = 'Drug' AND T1.BlockCode = 111
SELECT T2.Disease FROM Undergoes AS T1 INNER JOIN Procedures AS T2 ON T1.Procedures = T2.Code WHERE T1.Stay = (SELECT MAX(Stay) FROM Stay)
SELECT T2.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Dose = (SELECT MAX(Dose) FROM Medication)
SELECT T1.Name FROM Department AS T1 JOIN Affiliated_With AS T2 ON T1.DepartmentID = T2.Department WHERE T2.PrimaryAffiliation = 1
SELECT count(*) FROM mission
SELECT Name FROM ship ORDER BY Tonnage ASC
SELECT Type, Nationality FROM ship
SELECT Name FROM ship WHERE Ship_ID IN (SELECT Ship_ID FROM mission WHERE Launched_Year > 1928)
SELECT Classroom FROM list WHERE Grade = 4
SELECT FirstName, LastName FROM list WHERE Classroom != (SELECT Classroom FROM teachers WHERE LastName = 'OTHA MOYER')
SELECT T1.Level, COUNT(T2.Classroom) AS ClassroomCount, SUM(T2.Students) AS TotalStudents FROM list AS T1 JOIN teachers AS T2 ON T1.Classroom = T2.Classroom GROUP BY T1.Level
SELECT Headquarters FROM company GROUP BY Headquarters HAVING count(*) >= 2
SELECT T1.Title, T2.Type FROM film AS T1 JOIN film_market_estimation AS T2 ON T1.Film_ID = T2.Film_ID
SELECT Year FROM film_market_estimation WHERE Market_ID = (SELECT Market_ID FROM market WHERE Country = 'Japan') ORDER BY Year DESC
SELECT T2.Location_Name FROM All_Documents AS T1 JOIN Document_Locations AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Document_Name = 'Robin CV'
SELECT LOCATION_Code FROM Documents_to_be_Destroyed GROUP BY LOCATION_Code HAVING count(*) >= 3
SELECT Fname FROM Student
SELECT COUNT(*) FROM Member_of_club WHERE ClubID = (SELECT ClubID FROM Club WHERE ClubName = 'Tennis Club')
SELECT ClubLocation FROM Club WHERE ClubName = "Tennis Club"
SELECT T1.sent_date FROM Documents AS T1 INNER JOIN Grant_Types AS T2 ON T1.grant_id = T2.grant_id WHERE T2.document_description = 'Regular' OR T2.document_description = 'Initial Application'
SELECT T2.agency_type_description FROM Grants AS T1 JOIN Organisation_Types AS T2 ON T1.organisation_type = T2.organisation_type WHERE T1.organisation_details = 'quo'
SELECT role_code FROM Project_Staff WHERE date_from BETWEEN '2003-04-19 15:06:20' AND '2016-03-15 00:33:18'
SELECT COUNT(name) FROM Person WHERE age > (SELECT age FROM Person WHERE job = 'Engineer')
SELECT name FROM Person WHERE name = 'Alice' AND gender = 'female'
SELECT name FROM Person WHERE name IN (SELECT name FROM PersonFriend WHERE friend = 'Alice' ORDER BY year ASC LIMIT 1)
SELECT user_name, password FROM Users GROUP BY user_name ORDER BY COUNT(*) DESC LIMIT 1
SELECT AVG(access_count) FROM Documents WHERE functional_area_description = "Acknowledgement"
SELECT count(*) FROM Companies
SELECT max(Sales_billion) , min(Sales_billion) FROM Companies WHERE Industry != "Banking"
SELECT count(DISTINCT Industry) FROM Companies
SELECT Industry FROM Companies WHERE Headquarters LIKE 'USA' INTERSECT SELECT Industry FROM Companies WHERE Headquarters LIKE 'China'
SELECT COUNT(id) FROM Companies WHERE Industry IN ('Banking', 'Conglomerate')
SELECT Product_Type_Code FROM Products GROUP BY Product_Type_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT Festival_ID, Name FROM festival_detail WHERE Festival_ID IN (SELECT Festival_ID FROM nomination GROUP BY Festival_ID HAVING COUNT(*) >= 2)
SELECT premises_type, premises_details FROM Premises
SELECT T2.building FROM Faculty AS T1 JOIN Course AS T2 ON T1.facid = T2.facid GROUP BY T1.facid ORDER BY count(*) DESC LIMIT 1
SELECT T2.DName, T2.Room FROM Department AS T1 JOIN Course AS T2 ON T1.DNO = T2.DNO WHERE T2.CName = 'INTRODUCTION TO COMPUTER SCIENCE'
SELECT product_type_code, MAX(product_price), MIN(product_price) FROM Products
SELECT customer_name, customer_id FROM Customers WHERE customer_address LIKE '%TN%'
SELECT T1.staff_name, T1.staff_phone FROM Staff AS T1 JOIN Addresses AS T2 ON T1.staff_id = T2.staff_id ORDER BY T2.address_details ASC
SELECT count(*) FROM pilot
SELECT Name FROM pilot ORDER BY Name ASC
SELECT Name FROM pilot WHERE Age > 30 ORDER BY Name DESC
SELECT DISTINCT service_type_code FROM Services WHERE organization_id IN (SELECT organization_id FROM Organizations WHERE organization_details = 'Denesik and Sons Party')
SELECT T1.School FROM school AS T1 JOIN school_details AS T2 ON T1.School_ID = T2.School_ID JOIN player AS T3 ON T2.School_ID = T3.School_ID WHERE T3.Position = 'Gamer' ORDER BY T2.Year_Entered_Competition ASC LIMIT 1
SELECT T1.District_name, T1.City_population FROM district AS T1 INNER JOIN store_district AS T2 ON T1.District_ID = T2.District_ID WHERE T2.Number_of_product_category BETWEEN 200000 AND 2000000
SELECT T2.District_name FROM district AS T1 JOIN store_district AS T2 ON T1.District_ID = T2.District_ID WHERE T1.Headquartered_City = 'New York'
SELECT AVG(pages_per_minute_color) FROM store_product
SELECT product FROM product WHERE dpi = (SELECT dpi FROM product WHERE pages_per_minute_color < 5)
SELECT pName FROM Player WHERE yCard = 'yes' ORDER BY HS DESC
SELECT DISTINCT cName FROM College
SELECT pPos FROM Tryout GROUP BY pPos ORDER BY COUNT(*) DESC LIMIT 1
SELECT cName FROM College WHERE enr > 0 AND pPos IN ('Goalie', 'Mid')
SELECT cName FROM College WHERE enr > 0 AND pPos IN ('Goalie', 'Mid')
SELECT COUNT(cName) FROM College WHERE enr IN (SELECT enr FROM Tryout WHERE pPos = 'mid' AND decision = 'goalies')
SELECT Shop_Name FROM shop ORDER BY Open_Year ASC
SELECT count(DISTINCT Software_Platform) FROM device
SELECT Planned_Delivery_Date, Actual_Delivery_Date FROM Bookings
SELECT Store_Name FROM Drama_Workshop_Groups
SELECT DISTINCT T1.Merchandise_Name FROM Products AS T1 JOIN Ref_Payment_Methods AS T2 ON T1.Product_ID = T2.Payment_Method_Code WHERE T2.Payment_Method_Description = 'Credit Card' AND T1.Product_Price > (SELECT AVG(Product_Price) FROM Products)
SELECT Customer_Phone FROM Customers WHERE Customer_Name = 'Ashley'
SELECT Status_Code FROM Bookings GROUP BY Status_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT DISTINCT StagePosition FROM Performance WHERE Bandmate IN (SELECT Id FROM Band WHERE Firstname = "Solveig")
SELECT T2.Title FROM Songs AS T1 JOIN Performance AS T2 ON T1.SongId = T2.SongId JOIN Band AS T3 ON T2.Bandmate = T3.Id WHERE T3.Lastname = "Heilo"
SELECT T2.Melody FROM Performance AS T1 JOIN Vocals AS T2 ON T1.Bandmate = T2.Bandmate WHERE T1.SongId IN (SELECT SongId FROM Performance GROUP BY SongId ORDER BY COUNT(*) DESC LIMIT 1)
SELECT T1.Firstname FROM Band AS T1 JOIN Performance AS T2 ON T1.Id = T2.Bandmate WHERE T2.StagePosition = 'Melody' GROUP BY T1.Id ORDER BY COUNT(*) DESC LIMIT 1
SELECT COUNT(*) FROM Manufacturers WHERE Headquarter IN ('Tokyo', 'Beijing')
SELECT Name FROM Manufacturers WHERE Revenue BETWEEN 100 AND 150
SELECT Name, Headquarter, Founder FROM Manufacturers WHERE Revenue = (SELECT MAX(Revenue) FROM Manufacturers)
SELECT AVG(Price) FROM Products
SELECT Name, Price, Manufacturer FROM Manufacturers ORDER BY Revenue DESC LIMIT 1
SELECT problem_id FROM Problems WHERE product_id IN (SELECT product_id FROM Product WHERE product_name = 'voluptatem') AND date_problem_reported > '1995-01-01'
SELECT T1.Hometown, COUNT(T2.Branch_ID) FROM branch AS T1 JOIN membership_register_branch AS T2 ON T1.Branch_ID = T2.Branch_ID WHERE T1.Open_year < '2010' GROUP BY T1.Hometown
SELECT DISTINCT Fname FROM Student WHERE Class_President_Vote
SELECT Fname, Lname FROM Student WHERE Sex = 'F' AND President_Vote = 1
SELECT DISTINCT Major FROM Student WHERE COUNT(*) < 3
SELECT product_id, color_description FROM Products WHERE product_id IN (SELECT product_id FROM Product_Characteristics GROUP BY product_id HAVING count(*) >= 2)
SELECT product_name FROM Products WHERE color_code = 'red' AND characteristic_id IN (SELECT characteristic_id FROM Characteristics WHERE characteristic_name = 'fast')
SELECT name FROM stadium WHERE capacity = (SELECT max(capacity) FROM stadium)
SELECT Nationality, COUNT(*) FROM swimmer GROUP BY Nationality
SELECT MAX(T2.Level) FROM railway_manage AS T1 JOIN manager AS T2 ON T1.Manager_ID = T2.Manager_ID WHERE T2.Country != "Australia"
SELECT customer_name, customer_phone FROM Customers WHERE customer_address IS NULL
SELECT T1.product_name, SUM(T2.order_quantity) AS total_order_quantity FROM Products AS T1 JOIN Customer_Orders AS T2 ON T1.product_id = T2.product_id GROUP BY T1.product_name
SELECT min(product_price), max(product_price), avg(product_price) FROM Products
SELECT dorm_name FROM Dorm WHERE student_capacity > 300
SELECT T1.fname FROM Student AS T1 JOIN Lives_in AS T2 ON T1.StuID = T2.stuid JOIN Dorm AS T3 ON T2.dormid = T3.dormid WHERE T3.city_code = 'PHL' AND T1.age BETWEEN 20 AND 25
SELECT count(DISTINCT gender) FROM Dorm
SELECT T1.dorm_name, T1.gender FROM Dorm AS T1 JOIN Dorm_amenity AS T2 ON T1.dormid = T2.dormid WHERE T2.amenity_name IN ('Hostel', 'Hostel with balcony') AND T1.student_capacity BETWEEN 300 AND 100
SELECT amenity_name FROM Dorm_amenity GROUP BY amenity_name ORDER BY count(*) DESC LIMIT 1
SELECT first_name FROM Staff WHERE staff_id IN (SELECT staff_id FROM Complaints GROUP BY staff_id ORDER BY count(*) DESC LIMIT 5)
SELECT T1.Author FROM submission AS T1 JOIN Acceptance AS T2 ON T1.Submission_ID = T2.Submission_ID WHERE T2.Result = 'Pass' ORDER BY T1.Scores DESC LIMIT 1
SELECT T1.Name, T2.Result FROM workshop AS T1 JOIN submission AS T2 ON T1.Workshop_ID = T2.Workshop_ID
SELECT Investor_details, Investor_id FROM Investors
SELECT AVG(amount_of_transaction) FROM Transactions
SELECT COUNT(*) FROM Transactions WHERE transaction_type_code = "SALE" AND investor_id > 0
SELECT COUNT(*) FROM Investors
SELECT T1.lot_details FROM Lots AS T1 JOIN Transactions AS T2 ON T1.lot_id = T2.lot_id WHERE T2.investor_id NOT IN (SELECT investor_id FROM Investors)
SELECT T2.star_rating_description FROM Hotels AS T1 JOIN Tourist_Attractions AS T2 ON T1.hotel_id = T2.hotel_id WHERE T1.price_range > 10000
SELECT T2.Name FROM Tourist_Attractions AS T1 JOIN Visitors AS T2 ON T1.Tourist_Attraction_ID = T2.Tourist_Attraction_ID WHERE T1.How_to_Get_There = 'walk' OR T1.Name = '660 Shea Crescent'
SELECT T2.GName FROM Video_Games AS T1 JOIN SportsInfo AS T2 ON T1.GameID = T2.GameID WHERE T2.OnScholarship = 'Yes'
SELECT StuID FROM Student WHERE Advisor = 1121
SELECT Fname, Age FROM Student WHERE StuID IN (SELECT StuID FROM Plays_Games WHERE GameID IN (SELECT GameID FROM Video_Games WHERE GName = 'Football' AND GType = 'Lacrosse'))
SELECT T1.customer_name FROM Customers AS T1 JOIN Customer_Orders AS T2 ON T1.customer_id = T2.customer_id WHERE T1.customer_name LIKE '%Alex%'
SELECT address_content FROM Addresses WHERE customer_name = "Maudie Kertzmann"
SELECT DISTINCT T2.city FROM Addresses AS T1 JOIN Customer_Addresses AS T2 ON T1.address_id = T2.address_id
SELECT T1.city FROM Addresses AS T1 JOIN Customer_Addresses AS T2 ON T1.address_id = T2.address_id WHERE T2.zip_postcode = 255
SELECT Famous_Title FROM artist WHERE Artist = "Triumfall"
SELECT Issue_Date FROM volume WHERE Artist_ID IN (SELECT Artist_ID FROM artist WHERE Artist = 'Gorgoroth')
SELECT Name FROM captain WHERE Class = 'Skippers' ORDER BY age DESC
SELECT T2.City FROM city AS T1 JOIN hosting_city AS T2 ON T1.City_ID = T2.Host_City WHERE T2.Year = 2021 AND T1.Hanzi = '北京' ORDER BY T1.GDP DESC LIMIT 1
SELECT T1.City_ID, T1.City, T1.Hanzi, T1.Hanyu_Pinyin, T1.Regional_Population, T1.GDP FROM city AS T1 JOIN hosting_city AS T2 ON T1.City_ID = T2.Host_City ORDER BY T2.Date DESC
SELECT GDP FROM city ORDER BY Regional_Population DESC LIMIT 1
SELECT count(DISTINCT payment_method_code) FROM Parties
SELECT T1.Country, COUNT(*) FROM airport AS T1 JOIN operate_company AS T2 ON T1.id = T2.company_id GROUP BY T1.Country
SELECT Name FROM Scientists WHERE SSN NOT IN (SELECT Scientist FROM AssignedTo WHERE Project = (SELECT Code FROM Projects ORDER BY Hours DESC LIMIT 1))
SELECT T2.Name FROM AssignedTo AS T1 JOIN Projects AS T2 ON T1.Project = T2.Code GROUP BY T2.Code ORDER BY count(*) ASC LIMIT 1
SELECT County, State FROM appellations
SELECT AVG(Cases) FROM wine
SELECT Appelation FROM appellations WHERE Appelation IN (SELECT Appelation FROM wine WHERE Year > 2008 AND County != 'Central Coast')
SELECT T1.Location, T1.Number_of_Platforms, T1.Total_Passengers FROM station AS T1 JOIN train_station AS T2 ON T1.Station_ID = T2.Station_ID
SELECT date_joined_staff FROM Staff WHERE first_name = 'Janessa' AND last_name = 'Sawayn'
SELECT T2.state_province_county FROM Addresses AS T1 JOIN Staff AS T2 ON T1.address_id = T2.staff_address_id WHERE T1.first_name = 'Janessa' AND T1.last_name = 'Sawayn'
SELECT T2.city, COUNT(*) FROM Addresses AS T1 JOIN Staff AS T2 ON T1.address_id = T2.staff_address_id GROUP BY T2.city ORDER BY COUNT(*) DESC LIMIT 1
SELECT status_code FROM Customers GROUP BY status_code ORDER BY count(*) ASC LIMIT 1
SELECT COUNT(*) FROM Staff WHERE first_name = 'Ryan' AND last_name = 'Goodwin'
SELECT SUM(T1.amount_payment) FROM Customers AS T1 INNER JOIN Customer_Payments AS T2 ON T1.customer_id = T2.customer_id WHERE T1.first_name = 'Carole' AND T1.last_name = 'Bernhard'
SELECT T1.fname, T1.lname FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.facid = T2.facid WHERE T2.stuid = (SELECT StuID FROM Student WHERE Major = 12)
SELECT rank, sex, COUNT(*) FROM Faculty_Participates_in GROUP BY rank, sex
SELECT count(*) FROM Activity
SELECT T1.fname, T1.lname, COUNT(*) FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.facid = T2.facid JOIN Participates_in AS T3 ON T2.actid = T3.actid GROUP BY T1.facid
SELECT stuid FROM Participates_in WHERE actid IN (SELECT actid FROM Activity WHERE activity_name = 'Trainee') AND age < 20
SELECT COUNT(*) FROM routes WHERE airline = 'American Aeroplanes'
SELECT COUNT(T2.apid) FROM airports AS T1 JOIN routes AS T2 ON T1.apid = T2.src_apid WHERE T2.alid IN
SELECT T1.name, COUNT(T2.rid) FROM airports AS T1 JOIN routes AS T2 ON T1.apid = T2.dst_apid GROUP BY T1.name HAVING COUNT(T2.rid) > 1
SELECT name FROM routes GROUP BY alid ORDER BY count(*) DESC LIMIT 1
SELECT order_id FROM Shipments WHERE shipment_tracking_number = "3452"
SELECT customer_name FROM Customers WHERE customer_id IN (SELECT customer_id FROM Orders WHERE order_status = "Packing")
SELECT DISTINCT customer_details FROM Orders WHERE order_status = "On Road"
SELECT DISTINCT product_name FROM Products ORDER BY product_name ASC
SELECT customer_name FROM Customers WHERE customer_id IN (SELECT customer_id FROM Order_Items WHERE order_item_details = 'food' AND order_status = 'Cancel')
SELECT DISTINCT name FROM architect WHERE id IN (SELECT architect_id FROM bridge WHERE length_meters > 80)
SELECT type, COUNT(*) FROM mill GROUP BY type ORDER BY COUNT(*) DESC LIMIT 1
SELECT count(*) FROM book_club
SELECT DISTINCT Publisher FROM book_club WHERE Year = 1989 OR Year = 1990
SELECT T1.Title FROM movie AS T1 JOIN culture_company AS T2 ON T1.movie_id = T2.movie_id WHERE T2.Incorporated_in = 'China'
