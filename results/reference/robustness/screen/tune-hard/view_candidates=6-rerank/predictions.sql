SELECT T2.name, T3.num_employees FROM management AS T1 JOIN head AS T2 ON T1.head_id = T2.head_id JOIN department AS T3 ON T1.department_id = T3.department_id WHERE T2.name = 'Skulls' AND T1.temporary_acting = 'Yes'
SELECT course_id FROM Student_Course_Registrations WHERE student_id = 121
SELECT student_id FROM Student_Course_Attendance WHERE course_id IN (SELECT course_id FROM Courses WHERE course_name = 'statistics') ORDER BY date_of_attendance
SELECT start_station_name, end_station_name FROM trip ORDER BY id DESC LIMIT 3
SELECT DISTINCT name FROM station JOIN status ON station.id = status.station_id WHERE status.bikes_available = 7
SELECT name, COUNT(*) FROM station GROUP BY name HAVING COUNT(*) >= 15
SELECT date FROM weather ORDER BY cloud_cover DESC LIMIT 5
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT Nominee FROM musical WHERE Award = 'Tony Award' INTERSECT SELECT Nominee FROM musical WHERE Award = 'Drama Desk Award'
SELECT AVG(followers) FROM user_profiles WHERE followers = 0
SELECT catalog_entry_name FROM Catalog_Contents WHERE catalog_entry_id IN (SELECT catalog_entry_id FROM Catalog_Contents_Additional_Attributes GROUP BY catalog_entry_id ORDER BY COUNT(*) DESC LIMIT 1)
SELECT AVG(price_in_euros) , MIN(price_in_euros) FROM Catalog_Contents
SELECT catalog_entry_name FROM Catalog_Contents WHERE price_in_dollars < 3 OR height > 5
SELECT name, salary FROM employee WHERE eid = 242518965
SELECT eid, name FROM employee ORDER BY salary DESC LIMIT 1
SELECT StuID FROM Student WHERE Age > 20
SELECT Advisor, COUNT(*) FROM Student GROUP BY Advisor
SELECT COUNT(*) FROM Student JOIN Has_Allergy ON Student.StuID = Has_Allergy.StuID WHERE sex = 'F' AND Major = 600 AND Has_Allergy.Allergy IN ('Milk', 'Egg')
SELECT COUNT(*) FROM Student JOIN Has_Allergy ON Student.StuID = Has_Allergy.StuID WHERE Sex = 'F' AND Has_Allergy.Allergy IN ('Milk', 'Eggs')
SELECT count(*) FROM Has_Allergy WHERE Allergy = 'trainees'
SELECT T2.state FROM invoices AS T1 JOIN customers AS T2 ON T1.customer_id = T2.id WHERE T2.country = 'US' GROUP BY T2.state ORDER BY COUNT(*) DESC LIMIT 1
SELECT company FROM customers WHERE first_name = 'Eduardo' AND last_name = 'Martins'
SELECT T1.first_name, T1.last_name FROM employees AS T1 JOIN employees AS T2 ON T1.id = T2.reports_to WHERE T2.first_name = 'Nancy' AND T2.last_name = 'Edwards'
SELECT T3.city, COUNT(T1.id) FROM employees AS T1 INNER JOIN employees AS T2 ON T1.reports_to = T2.id INNER JOIN employees AS T3 ON T2.reports_to = T3.id WHERE T1.title = 'IT staff' GROUP BY T3.city
SELECT first_name, last_name, COUNT(*) FROM employees GROUP BY reports_to
SELECT genre_id, COUNT(*) FROM tracks GROUP BY genre_id
SELECT DISTINCT Theme FROM journal
SELECT T2.Name, journal.Theme FROM journal_committee AS T1 JOIN editor AS T2 ON T1.Editor_ID = T2.Editor_ID JOIN journal ON T1.Journal_ID = journal.Journal_ID
SELECT customer_first_name, customer_last_name, customer_phone FROM Customers WHERE customer_id = (SELECT customer_id FROM Accounts WHERE account_name = '162')
SELECT count(DISTINCT transaction_type) FROM Financial_Transactions
SELECT count(*) FROM track
SELECT Name, LOCATION FROM track
SELECT Name, Location FROM track
SELECT DISTINCT Ethnicity FROM race
SELECT Name FROM track WHERE Track_ID NOT IN (SELECT Track_ID FROM race)
SELECT Name FROM Genre
SELECT Name FROM Artist WHERE ArtistId = (SELECT ArtistId FROM Album WHERE Title = "Balls to the Wall")
SELECT Name FROM Artist ORDER BY ArtistId DESC LIMIT 1
SELECT MAX(Milliseconds) , MIN(Milliseconds) FROM Track
SELECT Customer_Phone FROM Available_Policies WHERE policy_type_code = "Life Insurance"
SELECT name FROM medicine WHERE Trade_Name != 'Heme'
SELECT DISTINCT T1.name FROM medicine AS T1 JOIN medicine_enzyme_interaction AS T2 ON T1.id = T2.medicine_id GROUP BY T1.id HAVING COUNT(T2.interaction_type) > 1
SELECT COUNT(*) FROM medicine WHERE FDA_approved = 'No'
SELECT COUNT(*) FROM medicine WHERE FDA_approved = 'No'
SELECT Affiliation, LOCATION FROM university WHERE Affiliation = 'Public'
SELECT DISTINCT affiliation, COUNT(*) FROM university WHERE enrollment > 20000 GROUP BY affiliation
SELECT * FROM basketball_match
SELECT T1.Team_Name FROM basketball_match AS T1 JOIN university AS T2 ON T1.School_ID = T2.School_ID ORDER BY T1.All_Home DESC
SELECT count(DISTINCT Team) FROM match_season WHERE Position = 'Midfielder'
SELECT DISTINCT T2.Position FROM player AS T1 JOIN match_season AS T2 ON T1.Player_ID = T2.Player WHERE T1.Player = "Ryley Goldner"
SELECT team.Name FROM match_season JOIN team ON match_season.Team = team.Team_id WHERE Season != 1996
SELECT Country FROM mountain GROUP BY Country HAVING count(*) > 1
SELECT Country FROM mountain WHERE Height > 5600 OR Height < 5200
SELECT * FROM body_builder
SELECT DISTINCT building_description FROM Apartment_Buildings
SELECT building_address, building_phone FROM Apartment_Buildings WHERE building_manager = "Brenden"
SELECT booking_start_date, booking_end_date FROM Apartment_Bookings WHERE apt_id IN (SELECT apt_id FROM Apartments WHERE bedroom_count > 2)
SELECT apt_type_code FROM Apartments GROUP BY apt_type_code ORDER BY AVG(room_count) DESC LIMIT 3
SELECT Attendance FROM performance WHERE LOCATION = 'TD Garden' OR LOCATION = 'Bell Centre'
SELECT count(DISTINCT course_id) FROM course WHERE dept_name = 'Physics'
SELECT salary FROM instructor WHERE dept_name = 'Directorate' GROUP BY dept_name HAVING AVG(salary) > (SELECT AVG(salary) FROM instructor)
SELECT dept_name, COUNT(*) FROM instructor GROUP BY dept_name
SELECT dept_name FROM department WHERE budget = (SELECT MAX(budget) FROM department)
SELECT T1.name FROM instructor AS T1 JOIN teaches AS T2 ON T1.id = T2.id WHERE T1.dept_name = 'Biology' AND T1.salary > T1.salary
SELECT Customer_Details FROM Customers WHERE Customer_ID = (SELECT Customer_ID FROM Claim_Headers ORDER BY Amount_Claimed DESC LIMIT 1)
SELECT Customer_Details FROM Customers WHERE Customer_Details LIKE "%Diana%"
SELECT count(DISTINCT Claim_Outcome_Code) FROM Claims_Processing
SELECT T1.customer_first_name, T1.customer_last_name FROM Customers AS T1 JOIN Accounts AS T2 ON T1.customer_id = T2.customer_id WHERE T2.account_name = '900'
SELECT count(*) , customer_id FROM Accounts GROUP BY customer_id
SELECT count(*) FROM Customers
SELECT count(*) , account_id FROM Financial_Transactions GROUP BY account_id
SELECT count(*) , order_id FROM Orders GROUP BY order_id
SELECT Country, COUNT(*) FROM people GROUP BY Country
SELECT Theme, Year FROM exhibition ORDER BY Ticket_Price DESC
SELECT Theme, exhibition_record.Date, Attendance FROM exhibition JOIN exhibition_record ON exhibition.Exhibition_ID = exhibition_record.Exhibition_ID WHERE Year = 2004
SELECT i_id FROM item WHERE title = "orange"
SELECT Total_Points FROM gymnast ORDER BY Total_Points DESC
SELECT SUM(S.balance) FROM SAVINGS AS S WHERE S.custid NOT IN (SELECT custid FROM ACCOUNTS WHERE name = 'Brown')
SELECT ACCOUNTS.name FROM CHECKING AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid JOIN ACCOUNTS ON T1.custid = ACCOUNTS.custid WHERE T2.balance = (SELECT MIN(balance) FROM SAVINGS)
SELECT T1.name, SUM(T2.balance) AS total_saving_equilibrium FROM ACCOUNTS AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid GROUP BY T1.name
SELECT T1.name FROM ACCOUNTS AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid JOIN CHECKING AS T3 ON T1.custid = T3.custid WHERE T2.balance > T3.balance
SELECT C.name, SUM(S.balance) AS total_equilibrium FROM ACCOUNTS AS C JOIN SAVINGS AS S ON C.custid = S.custid JOIN CHECKING AS C1 ON C1.custid = C.custid WHERE S.balance > C1.balance GROUP BY C.name
SELECT id, market_share FROM browser WHERE name = 'Safari'
SELECT LOCATION FROM cinema WHERE capacity > 300 GROUP BY LOCATION HAVING COUNT(*) >= 2
SELECT count(DISTINCT product_type_code) FROM Products_for_Hire
SELECT DISTINCT Carrier FROM phone WHERE Memory_in_G > 32
SELECT Company, Main_Industry FROM company WHERE Headquarters != 'USA'
SELECT DISTINCT Main_Industry FROM company
SELECT headquarters FROM company WHERE Main_Industry = 'Banking' GROUP BY headquarters HAVING count(*) >= 2
SELECT DISTINCT T1.member_name FROM member AS T1 JOIN party_events AS T2 ON T1.member_id = T2.member_in_charge_id WHERE T2.party_id = 3 AND T1.party_id = 1
SELECT Member_Name FROM member WHERE Party_ID NOT IN (SELECT Party_ID FROM party WHERE Party_name = 'Progress Party')
SELECT count(*) FROM party_events
SELECT Fname, Lname FROM employee WHERE Salary > 30000
SELECT Service_Type_Code FROM Services ORDER BY Service_Type_Code ASC
SELECT Service_ID, Event_Details FROM Events
SELECT COUNT(*) FROM Participants_in_Events WHERE Participant_ID LIKE '%Dr%'
SELECT Service_ID, Service_Type_Code FROM Services GROUP BY Service_ID ORDER BY count(*) ASC LIMIT 1
SELECT count(*) FROM technician
SELECT Company, Investor FROM entrepreneur
SELECT Name FROM people ORDER BY Weight ASC
SELECT people.Height FROM perpetrator JOIN people ON perpetrator.People_ID = people.People_ID ORDER BY Injured DESC
SELECT Date FROM perpetrator JOIN people ON perpetrator.People_ID = people.People_ID ORDER BY people.Height DESC LIMIT 1
SELECT Degrees FROM degrees WHERE Campus = "San Francisco State University" AND Year = 2001
SELECT SUM(Faculty) FROM faculty WHERE YEAR = 2002
SELECT count(*) FROM Campuses
SELECT Support_rate FROM candidate ORDER BY Support_rate DESC LIMIT 3
SELECT T3.name, T2.title, T1.stars FROM Rating AS T1 JOIN Movie AS T2 ON T1.mID = T2.mID JOIN Reviewer AS T3 ON T1.rID = T3.rID WHERE T3.name = T2.director
SELECT name FROM Reviewer
SELECT title, AVG(Rating.stars) FROM Movie JOIN Rating ON Movie.mID = Rating.mID ORDER BY AVG(Rating.stars) LIMIT 1
SELECT Name FROM county_public_safety WHERE Police_officers = (SELECT MAX(Police_officers) FROM county_public_safety)
SELECT Name FROM city WHERE County_ID = (SELECT County_ID FROM county_public_safety ORDER BY Police_officers DESC LIMIT 1)
SELECT Name FROM county_public_safety WHERE County_ID NOT IN (SELECT County_ID FROM city)
SELECT FirstName, LastName FROM Reservations WHERE Rate > (SELECT BasePrice FROM Rooms)
SELECT bedType, COUNT(*) FROM Rooms GROUP BY bedType
SELECT roomName FROM Rooms WHERE basePrice > (SELECT avg(basePrice) FROM Rooms)
SELECT LOCATION FROM party ORDER BY Number_of_hosts DESC LIMIT 1
SELECT Party_Theme, Number_of_hosts FROM party
SELECT Name FROM storm WHERE Storm_ID NOT IN (SELECT Storm_ID FROM affected_region)
SELECT AVG(Population) FROM county
SELECT AVG(Population) FROM county
SELECT DISTINCT District FROM election
SELECT Delegate FROM election JOIN county ON election.District = county.County_Id WHERE Counties_Represented LIKE 'Township%' AND county.Population < 100000
SELECT T1.Township_name FROM election AS T1 JOIN party AS T2 ON T1.Party = T2.Party_ID WHERE T1.Committee = "Appropriations"
SELECT AVG(Age) , AVG(Years_working) FROM journalist
SELECT title FROM Papers WHERE title LIKE '%Indiana University%'
SELECT lname FROM Authors WHERE fname = ( SELECT fname FROM Authors GROUP BY fname ORDER BY COUNT(*) DESC LIMIT 1 )
SELECT title FROM Papers ORDER BY COUNT(authID) DESC LIMIT 1
SELECT T1.title, T1.film_id FROM film AS T1 JOIN inventory AS T2 ON T1.film_id = T2.film_id WHERE T2.inventory_id < 3 AND T1.rental_rate = 0.99
SELECT count(DISTINCT city_id) FROM city WHERE country_id = 87
SELECT count(*) FROM customer WHERE active = 1
SELECT T1.title, T1.film_id, T1.description FROM film AS T1 JOIN film_actor AS T2 ON T1.film_id = T2.film_id JOIN inventory AS T3 ON T2.film_id = T3.film_id GROUP BY T1.film_id ORDER BY count(*) DESC LIMIT 1
SELECT store_id FROM inventory GROUP BY store_id ORDER BY count(*) DESC LIMIT 1
SELECT bname FROM bank GROUP BY bname ORDER BY count(*) DESC LIMIT 1
SELECT bname, SUM(loan.amount) FROM bank JOIN loan ON bank.branch_ID = loan.branch_ID GROUP BY bname
SELECT T1.name, T1.time FROM train AS T1 JOIN station AS T2 ON T1.station_id = T2.id WHERE T2.local_authority = 'Chiltern'
SELECT id, local_authority FROM station JOIN weekly_weather ON station.id = weekly_weather.station_id WHERE weekly_weather.high_temperature = (SELECT weekly_weather.high_temperature FROM station JOIN weekly_weather ON station.id = weekly_weather.station_id ORDER BY weekly_weather.high_temperature DESC LIMIT 1)
SELECT DISTINCT DEPARTMENT.school_code FROM STUDENT JOIN DEPARTMENT ON STUDENT.DEPT_CODE = DEPARTMENT.DEPT_CODE
SELECT T3.school_code, COUNT(DISTINCT T2.dept_code) AS directorates FROM CLASS AS T1 JOIN PROFESSOR AS T2 ON T1.prof_num = T2.emp_num JOIN DEPARTMENT AS T3 ON T2.dept_code = T3.dept_code WHERE T2.dept_code IN (SELECT dept_code FROM DEPARTMENT WHERE school_code = 'BUS') GROUP BY T3.school_code HAVING COUNT(DISTINCT T2.dept_code) < 5
SELECT DEPARTMENT.dept_name, COUNT(*) FROM PROFESSOR JOIN DEPARTMENT ON PROFESSOR.DEPT_CODE = DEPARTMENT.DEPT_CODE GROUP BY DEPARTMENT.dept_name
SELECT DEPARTMENT.dept_name, SUM(stu_hrs) AS total_hours FROM STUDENT JOIN DEPARTMENT ON STUDENT.DEPT_CODE = DEPARTMENT.DEPT_CODE GROUP BY DEPARTMENT.dept_name
SELECT T2.EMP_LNAME, T2.EMP_HIREDATE FROM PROFESSOR AS T1 JOIN EMPLOYEE AS T2 ON T1.EMP_NUM = T2.EMP_NUM WHERE T1.PROF_OFFICE = 'DRE 102'
SELECT EMPLOYEE.emp_fname FROM CLASS AS T1 JOIN ENROLL AS T2 ON T1.class_code = T2.class_code JOIN EMPLOYEE ON T1.PROF_NUM = EMPLOYEE.EMP_NUM WHERE T2.class_code IN (SELECT class_code FROM CLASS GROUP BY class_code HAVING count(*) = 1)
SELECT name FROM club WHERE Club_ID NOT IN (SELECT Club_ID FROM club_rank WHERE Gold > 0)
SELECT departments.LOCATION_ID FROM employees JOIN departments ON employees.DEPARTMENT_ID = departments.DEPARTMENT_ID WHERE employees.department_id IN (SELECT employees.department_id FROM job_history WHERE commission_pct > 10)
SELECT employee_id FROM employees WHERE employee_id IN (SELECT employee_id FROM job_history GROUP BY employee_id HAVING count(*) > 2)
SELECT T1.FIRST_NAME, T1.LAST_NAME, T1.HIRE_DATE FROM employees AS T1 JOIN job_history AS T2 ON T1.EMPLOYEE_ID = T2.EMPLOYEE_ID WHERE T1.DEPARTMENT_ID = (SELECT DISTINCT T2.DEPARTMENT_ID FROM employees AS T2 WHERE T1.FIRST_NAME = 'Clara')
SELECT employee_id, first_name, last_name FROM employees WHERE department_id IN (SELECT department_id FROM job_history WHERE job_id IN (SELECT job_id FROM jobs WHERE job_title = 'Directorate' AND first_name LIKE '%T%'))
SELECT DISTINCT song_name FROM song WHERE languages = 'English' AND resolution > 1080
SELECT genre_is FROM song GROUP BY genre_is ORDER BY count(*) DESC LIMIT 1
SELECT name FROM photos ORDER BY mountain_id DESC LIMIT 1
SELECT COUNT(id) FROM camera_lens WHERE id NOT IN (SELECT id FROM photos)
SELECT Name FROM program ORDER BY Launch DESC LIMIT 1
SELECT Owner, SUM(Rating_in_percent) as Total_Rating FROM channel GROUP BY Owner
SELECT count(*) FROM Student_Tests_Taken WHERE test_result = "Fail"
SELECT login_name FROM Course_Authors_and_Tutors
SELECT T2.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Disease = 'Disease' AND T2.Stay = 111
SELECT Name FROM Medication JOIN Prescribes ON Medication.Code = Prescribes.Medication ORDER BY Prescribes.Date DESC LIMIT 1
SELECT T2.Name FROM Prescribes AS T1 JOIN Medication AS T2 ON T1.Medication = T2.Code ORDER BY T1.Dose DESC LIMIT 1
SELECT Name FROM Department WHERE Head IN (SELECT Physician.EmployeeID FROM Affiliated_With JOIN Physician ON Affiliated_With.Physician = Physician.EmployeeID)
SELECT count(*) FROM mission JOIN ship ON mission.Ship_ID = ship.Ship_ID WHERE ship.Type = 'Freighter'
SELECT Name FROM ship WHERE Type = 'Freighter' ORDER BY Tonnage ASC
SELECT Type, Nationality FROM ship
SELECT Name FROM ship WHERE Ship_ID IN (SELECT Ship_ID FROM mission WHERE Launched_Year > 1928)
SELECT Classroom FROM list WHERE Grade = 4
SELECT FirstName, LastName FROM list WHERE Classroom NOT IN (SELECT Classroom FROM teachers WHERE Classroom = 'OTHA MOYER')
SELECT grade, classroom, COUNT(*) AS total_students FROM list GROUP BY grade
SELECT Headquarters FROM company GROUP BY Headquarters HAVING count(*) >= 2
SELECT T2.Title, T1.Type FROM film_market_estimation AS T1 JOIN film AS T2 ON T1.Film_ID = T2.Film_ID
SELECT Year FROM film_market_estimation WHERE Market_ID = (SELECT Market_ID FROM market WHERE Country = 'Japan') ORDER BY Year DESC
SELECT Location_Code FROM Document_Locations WHERE Document_ID = (SELECT Document_ID FROM All_Documents WHERE Document_Name = "Robin CV")
SELECT LOCATION_Code FROM Document_Locations GROUP BY LOCATION_Code HAVING count(*) >= 3
SELECT Fname FROM Student
SELECT count(*) FROM Member_of_club WHERE ClubID = (SELECT ClubID FROM Club WHERE ClubName = "Tennis Club")
SELECT ClubLocation FROM Club WHERE ClubName = "Tennis Club"
SELECT T1.sent_date FROM Documents AS T1 JOIN Grants AS T2 ON T1.grant_id = T2.grant_id WHERE T1.document_type_code = 'REG' AND T1.document_type_code = 'APP'
SELECT Organisation_Types.organisation_type_description FROM Grants AS T1 INNER JOIN Organisations AS T2 ON T1.organisation_id = T2.organisation_id JOIN Organisation_Types ON T2.organisation_type = Organisation_Types.organisation_type WHERE T2.organisation_details = 'quo'
SELECT role_code FROM Project_Staff WHERE date_from BETWEEN '2003-04-19 15:06:20' AND '2016-03-15 00:33:18'
SELECT COUNT(name) FROM Person WHERE age > (SELECT age FROM Person WHERE job = 'engineer')
SELECT gender FROM Person WHERE name = 'Alice'
SELECT T1.name FROM Person AS T1 JOIN PersonFriend AS T2 ON T1.name = T2.name WHERE T2.name = 'Alice' ORDER BY T2.year ASC LIMIT 1
SELECT user_name, password FROM Users GROUP BY user_id ORDER BY COUNT(*) DESC LIMIT 1
SELECT AVG(access_count) FROM Documents JOIN Document_Functional_Areas ON Documents.document_code = Document_Functional_Areas.document_code WHERE document_type_code = "Paper" AND Document_Functional_Areas.functional_area_code = "Acknowledgement"
SELECT count(*) FROM Companies
SELECT max(Sales_billion) , min(Sales_billion) FROM Companies WHERE Industry != "Banking"
SELECT count(DISTINCT Industry) FROM Companies
SELECT Industry FROM Companies WHERE Headquarters = "USA" INTERSECT SELECT Industry FROM Companies WHERE Headquarters = "China"
SELECT COUNT(id) FROM Companies WHERE Industry IN ('Banking', 'Conglomerate')
SELECT Product_Type_Code FROM Products GROUP BY Product_Type_Code ORDER BY count(*) DESC LIMIT 1
SELECT Festival_ID, Festival_Name FROM festival_detail WHERE Festival_ID IN (SELECT Festival_ID FROM nomination GROUP BY Festival_ID HAVING COUNT(*) >= 2)
SELECT premises_type, premise_details FROM Premises
SELECT T1.building FROM Faculty AS T1 JOIN Course AS T2 ON T1.facid = T2.instructor WHERE T2.credits = (SELECT MAX(credits) FROM Course)
SELECT T2.CName, T1.Room FROM Faculty AS T1 JOIN Course AS T2 ON T1.FacID = T2.Instructor WHERE T2.CName = "INTRODUCTION TO COMPUTER SCIENCE"
SELECT product_type_code, MAX(product_price), MIN(product_price) FROM Products
SELECT customer_name, customer_id FROM Customers WHERE customer_address LIKE '%TN%'
SELECT T1.staff_name, T1.supplier_phone FROM Staff AS T1 JOIN Suppliers AS T2 ON T1.supplier_id = T2.supplier_id ORDER BY T2.supplier_name
SELECT count(*) FROM pilot
SELECT Name FROM pilot ORDER BY Name ASC
SELECT Name FROM pilot WHERE Age = 30 ORDER BY Name DESC
SELECT DISTINCT service_type_code FROM Services WHERE organization_id IN (SELECT organization_id FROM Organizations WHERE organization_details = 'Denesik and Sons Party')
SELECT T1.Team FROM player AS T1 JOIN school_details AS T2 ON T1.School_ID = T2.School_ID ORDER BY T1.Age ASC LIMIT 1
SELECT T1.district_name, T1.city_population FROM district AS T1 INNER JOIN store_district AS T2 ON T1.district_id = T2.district_id WHERE T1.city_population BETWEEN 200000 and 2000000
SELECT Headquartered_City FROM district ORDER BY City_Population DESC LIMIT 1
SELECT avg(pages_per_minute_color) FROM product
SELECT product FROM product WHERE dpi = 600.0 AND pages_per_minute_color < 5
SELECT pName FROM Player WHERE yCard = 'yes' ORDER BY HS DESC
SELECT DISTINCT cName FROM College
SELECT pPos FROM Tryout GROUP BY pPos ORDER BY count(*) DESC LIMIT 1
SELECT College.cName FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('goalie', 'mid')
SELECT DISTINCT T2.cName FROM Player AS T1 JOIN Tryout AS T2 ON T1.pID = T2.pID WHERE T2.pPos IN ('goalie', 'mid')
SELECT count(College.cName) FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr IN (SELECT enr FROM Player JOIN Tryout ON Player.pID = Tryout.pID WHERE Tryout.pPos = 'mid') AND Tryout.pPos != 'goalie'
SELECT Shop_Name FROM shop ORDER BY Open_Year ASC
SELECT count(DISTINCT Software_Platform) FROM device
SELECT Planned_Delivery_Date, Actual_Delivery_Date FROM Bookings
SELECT Store_Name FROM Drama_Workshop_Groups
SELECT DISTINCT Product_Name FROM Products WHERE Product_Price > (SELECT AVG(Product_Price) FROM Products)
SELECT Customer_Phone FROM Performers WHERE Customer_Name = "Ashley"
SELECT Status_Code FROM Bookings GROUP BY Status_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT DISTINCT StagePosition FROM Performance WHERE Bandmate IN (SELECT Id FROM Band WHERE Firstname = "Solveig")
SELECT T1.Title FROM Songs AS T1 JOIN Performance AS T2 ON T1.SongId = T2.SongId JOIN Band AS T3 ON T2.Bandmate = T3.Id WHERE T3.Lastname = "Heilo"
SELECT T2.Type FROM Performance AS T1 JOIN Vocals AS T2 ON T1.Bandmate = T2.Bandmate WHERE T1.SongId = ( SELECT SongId FROM Performance GROUP BY SongId ORDER BY COUNT(*) DESC LIMIT 1 )
SELECT T1.Firstname FROM Band AS T1 JOIN Performance AS T2 ON T1.Id = T2.Bandmate WHERE T2.StagePosition = 'Melody' GROUP BY T1.Id ORDER BY COUNT(*) DESC LIMIT 1
SELECT COUNT(Code) FROM Manufacturers WHERE Headquarter IN ('Tokyo', 'Beijing')
SELECT Name FROM Manufacturers WHERE Revenue BETWEEN 100 AND 150
SELECT Name, Headquarter, Founder FROM Manufacturers ORDER BY Revenue DESC LIMIT 1
SELECT AVG(Price) FROM Products
SELECT Manufacturers.Name, Manufacturers.Name, Products.Price FROM Manufacturers JOIN Products ON Manufacturers.Code = Products.Manufacturer ORDER BY Revenue DESC LIMIT 1
SELECT Problems.problem_id FROM Problems JOIN Problem_Log ON Problems.problem_id = Problem_Log.problem_id WHERE Problem_Log.problem_category_code = "Merchandise" AND date_problem_reported > "1995-05-14"
SELECT City, COUNT(*) FROM branch WHERE Open_year < 2010 GROUP BY City
SELECT DISTINCT T1.fname FROM Student AS T1 JOIN Voting_record AS T2 ON T1.StuID = T2.StuID WHERE T2.Class_President_Vote = 1
SELECT T1.fname, T1.lname FROM Student AS T1 JOIN Voting_record AS T2 ON T1.stuid = T2.stuid WHERE T1.sex = 'F' AND T2.President_Vote > 0
SELECT DISTINCT major FROM Student WHERE advisor < 3
SELECT product_id, Ref_Colors.color_description FROM Products JOIN Ref_Colors ON Products.color_code = Ref_Colors.color_code WHERE product_id IN (SELECT product_id FROM Product_Characteristics GROUP BY product_id HAVING count(*) >= 2)
SELECT p.product_name FROM Products p JOIN Product_Characteristics pc ON p.product_id = pc.product_id JOIN Characteristics ch ON pc.characteristic_id = ch.characteristic_id WHERE ch.characteristic_name = 'red' AND ch.characteristic_name = 'fast'
SELECT name FROM stadium ORDER BY capacity DESC LIMIT 1
SELECT Nationality, COUNT(*) FROM swimmer GROUP BY Nationality
SELECT max(T2.Level) FROM railway_manage AS T1 JOIN manager AS T2 ON T1.Manager_ID = T2.Manager_ID WHERE T2.Country != "Australia"
SELECT customer_name, customer_phone FROM Customers WHERE customer_address IS NULL
SELECT Products.product_name, SUM(order_quantity) FROM Order_Items JOIN Products ON Order_Items.product_id = Products.product_id GROUP BY Products.product_name
SELECT min(product_price), max(product_price), avg(product_price) FROM Products
SELECT dorm_name FROM Dorm WHERE student_capacity > 300
SELECT T1.fname FROM Student AS T1 JOIN Lives_in AS T2 ON T1.StuID = T2.stuid JOIN Dorm AS T3 ON T2.dormid = T3.dormid WHERE T1.city_code = 'PHL' AND T1.age BETWEEN 20 AND 25
SELECT count(DISTINCT gender) FROM Dorm
SELECT dorm_name, gender FROM Dorm WHERE student_capacity BETWEEN 300 AND 100
SELECT amenity_name FROM Dorm_amenity GROUP BY amenity_name ORDER BY count(*) DESC LIMIT 1
SELECT first_name FROM Staff WHERE staff_id IN (SELECT staff_id FROM Complaints GROUP BY staff_id ORDER BY count(*) DESC LIMIT 5)
SELECT Author FROM submission WHERE Scores = ( SELECT MAX(Scores) FROM submission )
SELECT Author, Acceptance.Result FROM submission JOIN Acceptance ON submission.Submission_ID = Acceptance.Submission_ID
SELECT Investor_details, Investor_id FROM Investors
SELECT AVG(amount_of_transaction) FROM Transactions
SELECT COUNT(*) FROM Transactions WHERE transaction_type_code = "SALE" AND amount_of_transaction > 0
SELECT COUNT(*) FROM Investors
SELECT Investor_details FROM Investors WHERE investor_id NOT IN (SELECT investor_id FROM Transactions)
SELECT star_rating_description FROM Ref_Hotel_Star_Ratings WHERE star_rating_code IN (SELECT star_rating_code FROM Hotels WHERE price_range > 10000)
SELECT Name FROM Tourist_Attractions JOIN Locations ON Tourist_Attractions.Location_ID = Locations.Location_ID WHERE How_to_Get_There = 'walk' OR Locations.Address = '660 Shea Crescent'
SELECT GName FROM Video_Games WHERE GType = 'Collectible card game'
SELECT StuID FROM Student WHERE Advisor = 1121
SELECT Fname, Age FROM Student WHERE StuID IN (SELECT StuID FROM Plays_Games WHERE GameID IN (SELECT GameID FROM SportsInfo WHERE SportName = 'Football' AND GamesPlayed = 2 AND OnScholarship = 'Y'))
SELECT customer_name FROM Customers WHERE customer_name LIKE '%Alex%'
SELECT address_content FROM Addresses WHERE customer_name = "Maudie Kertzmann"
SELECT DISTINCT city FROM Addresses
SELECT city FROM Addresses WHERE zip_postcode = 255
SELECT Famous_Title FROM artist WHERE Artist = "Triumfall"
SELECT Issue_Date FROM volume WHERE Artist_ID = (SELECT Artist_ID FROM artist WHERE Artist = 'Gorgoroth')
SELECT Name FROM captain WHERE Class = 'Skippers' ORDER BY age DESC
SELECT T1.City FROM city AS T1 INNER JOIN temperature AS T2 ON T1.City_ID = T2.City_ID WHERE T2.Jan = ( SELECT MAX(Jan) FROM temperature )
SELECT T2.city_id FROM hosting_city AS T1 JOIN city AS T2 ON T1.host_city = T2.city_id ORDER BY T1.year DESC LIMIT 1
SELECT GDP FROM city ORDER BY Regional_Population DESC LIMIT 1
SELECT count(DISTINCT payment_method_code) FROM Parties
SELECT country, COUNT(*) FROM airport GROUP BY country
SELECT Name FROM Scientists WHERE SSN NOT IN (SELECT Scientist FROM AssignedTo WHERE Project = (SELECT Code FROM Projects ORDER BY Hours DESC LIMIT 1))
SELECT T2.Name FROM AssignedTo AS T1 JOIN Projects AS T2 ON T1.Project = T2.Code GROUP BY T2.Code ORDER BY count(*) ASC LIMIT 1
SELECT County, State FROM appellations
SELECT AVG(Price) FROM wine
SELECT wine.Appelation FROM wine JOIN appellations ON wine.Appelation = appellations.Appelation WHERE Year > 2008 AND appellations.County != 'Central Coast'
SELECT LOCATION, COUNT(*) AS Total_Platforms, SUM(Total_Passengers) AS Total_Passengers FROM station JOIN train_station ON station.Station_ID = train_station.Station_ID JOIN train ON train_station.Train_ID = train.Train_ID GROUP BY LOCATION
SELECT date_joined_staff FROM Staff WHERE first_name = 'Janessa' AND last_name = 'Sawayn'
SELECT T1.state_province_county FROM Addresses AS T1 JOIN Staff AS T2 ON T1.address_id = T2.staff_address_id WHERE T2.first_name = 'Janessa' AND T2.last_name = 'Sawayn'
SELECT T1.city, COUNT(*) FROM Addresses AS T1 JOIN Staff AS T2 ON T1.address_id = T2.staff_address_id GROUP BY T1.city ORDER BY COUNT(*) DESC LIMIT 1
SELECT customer_status_code FROM Customers GROUP BY customer_status_code ORDER BY count(*) ASC LIMIT 1
SELECT COUNT(*) FROM Customers AS T1 JOIN Customer_Payments AS T2 ON T1.customer_id = T2.customer_id WHERE T1.first_name = 'Ryan' AND T1.last_name = 'Goodwin'
SELECT SUM(Customer_Payments.amount_payment) FROM Customers JOIN Customer_Payments ON Customers.customer_id = Customer_Payments.customer_id WHERE first_name = 'Carole' AND last_name = 'Bernhard'
SELECT Fname, Lname FROM Faculty WHERE Rank = 'Instructor'
SELECT Faculty.Rank, Sex, COUNT(*) FROM Faculty_Participates_in JOIN Faculty ON Faculty_Participates_in.FacID = Faculty.FacID GROUP BY Faculty.Rank, Sex
SELECT count(*) FROM Activity
SELECT T1.fname, T1.lname, COUNT(*) FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.facid = T2.facid GROUP BY T1.facid
SELECT Participates_in.stuid FROM Participates_in JOIN Student ON Participates_in.stuid = Student.StuID WHERE actid IN (SELECT actid FROM Activity WHERE activity_name = 'Mountain Climbing') AND Student.Age < 20
SELECT COUNT(*) FROM routes WHERE airline = 'American Aeroplanes'
SELECT count(DISTINCT city) FROM airports WHERE city IN (SELECT city FROM airports GROUP BY city HAVING count(*) > 3)
SELECT T1.name FROM airports AS T1 JOIN routes AS T2 ON T1.apid = T2.src_apid GROUP BY T1.city HAVING count(*) > 1
SELECT T2.name FROM routes AS T1 JOIN airports AS T2 ON T1.dst_apid = T2.apid GROUP BY T1.dst_apid ORDER BY COUNT(*) DESC LIMIT 1
SELECT order_id FROM Shipments WHERE shipment_tracking_number = "3452"
SELECT customer_name FROM Customers WHERE customer_id IN (SELECT customer_id FROM Orders WHERE order_status = "Packing")
SELECT DISTINCT Customers.customer_details FROM Orders JOIN Customers ON Orders.customer_id = Customers.customer_id WHERE order_status = "On Road"
SELECT DISTINCT product_name FROM Products ORDER BY product_name ASC
SELECT customer_name FROM Customers WHERE customer_id IN (SELECT customer_id FROM Order_Items WHERE order_item_status = "Cancel" AND Order_Items.product_id = (SELECT Order_Items.product_id FROM Order_Items JOIN Products ON Order_Items.product_id = Products.product_id WHERE Products.product_name = "food"))
SELECT DISTINCT name FROM mill WHERE architect_id IN (SELECT id FROM bridge WHERE length_meters > 80)
SELECT type, COUNT(*) FROM mill GROUP BY type ORDER BY COUNT(*) DESC LIMIT 1
SELECT count(*) FROM book_club
SELECT DISTINCT Publisher FROM book_club WHERE Year = 1989 UNION SELECT DISTINCT Publisher FROM book_club WHERE Year = 1990
SELECT T1.Title FROM movie AS T1 JOIN culture_company AS T2 ON T1.movie_id = T2.movie_id WHERE T2.Incorporated_in = 'China'
