SELECT T2.name, T3.num_employees FROM management AS T1 JOIN head AS T2 ON T1.head_id = T2.head_id JOIN department AS T3 ON T1.department_id = T3.department_id WHERE T2.name = 'Skulls' AND T1.temporary_acting = 'Yes'
SELECT course_id FROM Student_Course_Registrations WHERE student_id = 121
SELECT student_id FROM Student_Course_Attendance WHERE course_id IN (SELECT course_id FROM Courses WHERE course_name = 'statistics') ORDER BY date_of_attendance
SELECT start_station_name, end_station_name FROM trip ORDER BY id DESC LIMIT 3
SELECT DISTINCT name FROM station JOIN status ON station.id = status.station_id WHERE status.bikes_available = 7
SELECT name, COUNT(*) FROM station GROUP BY name HAVING COUNT(*) >= 15
SELECT date FROM weather ORDER BY cloud_cover DESC LIMIT 5
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT Nominee FROM musical WHERE Award = "Tony Award" INTERSECT SELECT Nominee FROM musical WHERE Award = "Drama Desk Award"
SELECT AVG(T1.followers) FROM user_profiles AS T1 WHERE T1.uid NOT IN (SELECT uid FROM tweets)
SELECT T1.catalog_entry_name FROM Catalog_Contents AS T1 JOIN Catalog_Contents_Additional_Attributes AS T2 ON T1.catalog_entry_id = T2.catalog_entry_id GROUP BY T1.catalog_entry_id ORDER BY COUNT(*) DESC LIMIT 1
SELECT AVG(price_in_euros) FROM Catalog_Contents
SELECT T1.product_stock_number FROM Catalog_Contents AS T1 JOIN Catalog_Contents_Additional_Attributes AS T2 ON T1.catalog_entry_id = T2.catalog_entry_id WHERE T2.attribute_value LIKE 'duration < 3' OR T2.attribute_value LIKE 'height > 5'
SELECT name, salary FROM employee WHERE eid = 242518965
SELECT eid, name FROM employee ORDER BY salary DESC LIMIT 1
SELECT StuID FROM Student WHERE Age > 20
SELECT advisor, COUNT(*) FROM Student GROUP BY advisor
SELECT COUNT(*) FROM Student JOIN Has_Allergy ON Student.StuID = Has_Allergy.StuID WHERE Major = 600 AND Sex = 'F' AND Has_Allergy.Allergy = 'milk' OR Has_Allergy.Allergy = 'egg'
SELECT COUNT(T1.StuID) FROM Student AS T1 JOIN Has_Allergy AS T2 ON T1.StuID = T2.StuID JOIN Allergy_Type AS T3 ON T2.Allergy = T3.Allergy WHERE T1.Sex = 'F' AND T3.AllergyType = 'milk' OR T3.AllergyType = 'eggs'
SELECT count(*) FROM Has_Allergy
SELECT state FROM customers GROUP BY state ORDER BY count(*) DESC LIMIT 1
SELECT T1.company FROM customers AS T1 JOIN employees AS T2 ON T1.id = T2.reports_to WHERE T2.first_name = 'Eduardo' AND T2.last_name = 'Martins'
SELECT first_name, last_name FROM employees WHERE reports_to = (SELECT id FROM employees WHERE first_name = 'Nancy' AND last_name = 'Edwards')
SELECT T2.city, COUNT(T1.id) AS personnels FROM employees AS T1 JOIN customers AS T2 ON T1.reports_to = T2.id WHERE T1.title = 'IT Staff' GROUP BY T2.city
SELECT first_name, last_name, COUNT(*) FROM employees GROUP BY reports_to
SELECT genre_id, COUNT(*) FROM tracks GROUP BY genre_id
SELECT DISTINCT Theme FROM journal
SELECT editor.Name, T2.Theme FROM journal_committee AS T1 JOIN journal AS T2 ON T1.Journal_ID = T2.Journal_ID JOIN editor ON T1.Editor_ID = editor.Editor_ID
SELECT customer_first_name, customer_last_name, customer_phone FROM Customers WHERE customer_last_name = '162'
SELECT count(DISTINCT transaction_type) FROM Financial_Transactions
SELECT count(*) FROM track
SELECT Name, Location FROM track
SELECT Name, Location FROM track
SELECT DISTINCT Ethnicity FROM race
SELECT Name FROM track WHERE Track_ID NOT IN (SELECT Track_ID FROM race)
SELECT Name FROM Genre
SELECT Name FROM Artist WHERE ArtistId = (SELECT ArtistId FROM Invoice WHERE BillingAddress = 'Balls to the Wall')
SELECT Name FROM Artist WHERE ArtistId = ( SELECT ArtistId FROM Artist GROUP BY ArtistId ORDER BY count(*) DESC LIMIT 1 )
SELECT MAX(Milliseconds) , MIN(Milliseconds) FROM Track
SELECT Customer_Phone FROM Available_Policies WHERE policy_type_code = "Life Insurance"
SELECT name FROM medicine WHERE Trade_Name != 'Heme'
SELECT T1.name FROM medicine AS T1 JOIN medicine_enzyme_interaction AS T2 ON T1.id = T2.medicine_id GROUP BY T1.id HAVING count(*) > 1
SELECT COUNT(*) FROM medicine WHERE FDA_approved = 'No'
SELECT COUNT(*) FROM medicine WHERE FDA_approved = 'No'
SELECT Affiliation, LOCATION FROM university WHERE Affiliation = 'Public'
SELECT DISTINCT Membership, COUNT(*) FROM basketball_match WHERE ACC_Regular_Season > 20000
SELECT * FROM basketball_match
SELECT Team_Name FROM basketball_match ORDER BY All_Home DESC
SELECT count(DISTINCT Team) FROM match_season WHERE Position = 'Midfielder'
SELECT Position FROM match_season WHERE Player = "Ryley Goldner"
SELECT T2.Name FROM match_season AS T1 JOIN team AS T2 ON T1.Team = T2.Team_id WHERE T1.Season = 1996 AND T1.Position = 'Midfielder' AND T1.Country != 'Match_Wintertime'
SELECT Country FROM mountain GROUP BY Country HAVING count(*) > 1
SELECT Country FROM mountain WHERE Height > 5600 OR Height < 5200
SELECT * FROM body_builder
SELECT DISTINCT building_description FROM Apartment_Buildings
SELECT building_address, building_phone FROM Apartment_Buildings WHERE building_manager = "Brenden"
SELECT booking_start_date, booking_end_date FROM Apartment_Bookings WHERE apt_id IN (SELECT apt_id FROM Apartments WHERE bedroom_count > 2)
SELECT apt_type_code FROM Apartments GROUP BY apt_type_code ORDER BY AVG(room_count) DESC LIMIT 3
SELECT T3.Name FROM performance AS T1 JOIN member_attendance AS T2 ON T1.Performance_ID = T2.Performance_ID JOIN member AS T3 ON T2.Member_ID = T3.Member_ID WHERE T1.Location = "TD Garden" OR T1.Location = "Bell Centre"
SELECT count(DISTINCT course_id) FROM teaches JOIN instructor ON teaches.ID = instructor.ID WHERE instructor.dept_name = 'Physics'
SELECT T1.budget FROM department AS T1 JOIN instructor AS T2 ON T1.dept_name = T2.dept_name WHERE T2.salary > (SELECT avg(salary) FROM instructor)
SELECT dept_name, COUNT(*) FROM instructor GROUP BY dept_name
SELECT dept_name FROM department WHERE budget = (SELECT MAX(budget) FROM department)
SELECT name FROM instructor WHERE salary > (SELECT salary FROM instructor WHERE dept_name = 'Biology')
SELECT Customer_Details FROM Customers WHERE Customer_ID = (SELECT Customer_ID FROM Claims_Documents JOIN Claim_Headers ON Claims_Documents.Claim_ID = Claim_Headers.Claim_Header_ID ORDER BY Claim_Headers.Amount_Claimed DESC LIMIT 1)
SELECT Customer_Details FROM Customers WHERE Customer_Details LIKE "%Diana%"
SELECT count(DISTINCT Claim_Outcome_Code) FROM Claims_Processing
SELECT T1.customer_first_name, T1.customer_last_name FROM Customers AS T1 JOIN Accounts AS T2 ON T1.customer_id = T2.customer_id WHERE T2.account_name = '900'
SELECT count(*) , customer_id FROM Accounts GROUP BY customer_id
SELECT count(*) FROM Customers
SELECT count(*) , account_id FROM Financial_Transactions GROUP BY account_id
SELECT count(*) FROM Orders
SELECT Country, COUNT(*) FROM people GROUP BY Country
SELECT Theme, Year FROM exhibition ORDER BY Ticket_Price DESC
SELECT Theme, exhibition_record.Date, Attendance FROM exhibition JOIN exhibition_record ON exhibition.Exhibition_ID = exhibition_record.Exhibition_ID WHERE Year = 2004
SELECT i_id FROM item WHERE title = "orange"
SELECT Total_Points FROM gymnast ORDER BY Total_Points DESC
SELECT SUM(S.balance) FROM SAVINGS AS S WHERE S.custid NOT IN (SELECT custid FROM ACCOUNTS WHERE name = 'Brown')
SELECT ACCOUNTS.name FROM CHECKING AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid JOIN ACCOUNTS ON T2.custid = ACCOUNTS.custid ORDER BY T2.balance LIMIT 1
SELECT T1.name, SUM(T2.balance) AS total_saving_equilibrium FROM ACCOUNTS AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid GROUP BY T1.name
SELECT T1.name FROM ACCOUNTS AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid JOIN CHECKING AS T3 ON T1.custid = T3.custid WHERE T2.balance > T3.balance
SELECT ACCOUNTS.name, SUM(s.balance) + SUM(c.balance) FROM CHECKING c JOIN SAVINGS s ON c.custid = s.custid JOIN ACCOUNTS ON c.custid = ACCOUNTS.custid WHERE s.balance < c.balance
SELECT id, market_share FROM browser WHERE name = 'Safari'
SELECT LOCATION FROM cinema WHERE capacity > 300 GROUP BY LOCATION HAVING COUNT(*) >= 2
SELECT count(DISTINCT product_type_code) FROM Products_for_Hire
SELECT DISTINCT Carrier FROM phone WHERE Memory_in_G > 32
SELECT T1.Company, T1.Main_Industry FROM company AS T1 JOIN station_company AS T2 ON T1.Company_ID = T2.Company_ID WHERE T1.Headquarters != 'USA'
SELECT DISTINCT Main_Industry FROM company
SELECT Headquarters FROM company WHERE Main_Industry = 'Banking' GROUP BY Headquarters HAVING count(*) >= 2
SELECT DISTINCT T1.member_name FROM member AS T1 JOIN party_events AS T2 ON T1.member_id = T2.member_in_charge_id WHERE T2.party_id = 3 AND T2.party_id = 1
SELECT Member_Name FROM member WHERE Party_ID NOT IN (SELECT Party_ID FROM party_events WHERE Event_Name = 'Progress Party')
SELECT count(*) FROM party_events
SELECT Fname, Lname FROM employee WHERE Salary > 30000
SELECT Service_Type_Code FROM Services ORDER BY Service_Type_Code ASC
SELECT Service_ID, Event_Details FROM Events
SELECT COUNT(*) FROM Participants WHERE Participant_Details LIKE '%Dr%'
SELECT Service_ID, Service_Type_Code FROM Services GROUP BY Service_ID ORDER BY count(*) ASC LIMIT 1
SELECT count(*) FROM technician
SELECT Company, Investor FROM entrepreneur
SELECT Name FROM people ORDER BY Weight ASC
SELECT T2.Height FROM perpetrator AS T1 JOIN people AS T2 ON T1.People_ID = T2.People_ID ORDER BY T1.Injured DESC
SELECT Date FROM perpetrator JOIN people ON perpetrator.People_ID = people.People_ID ORDER BY people.Height DESC LIMIT 1
SELECT Degrees FROM degrees WHERE Campus = "San Francisco State University" AND Year = 2001
SELECT SUM(T1.Degrees) FROM degrees AS T1 JOIN Campuses AS T2 ON T1.Campus = T2.Id WHERE T2.Year = 2002
SELECT count(*) FROM Campuses
SELECT Support_rate FROM candidate ORDER BY Support_rate DESC LIMIT 3
SELECT Reviewer.name, M.title, R.stars FROM Rating AS R JOIN Movie AS M ON R.mID = M.mID JOIN Reviewer ON R.rID = Reviewer.rID WHERE Reviewer.name = M.director
SELECT name FROM Reviewer
SELECT title FROM Movie WHERE mID = (SELECT mID FROM Rating GROUP BY mID ORDER BY AVG(stars) ASC LIMIT 1)
SELECT Name FROM county_public_safety WHERE Police_officers = (SELECT MAX(Police_officers) FROM county_public_safety)
SELECT T2.Name FROM county_public_safety AS T1 JOIN city AS T2 ON T1.County_ID = T2.County_ID WHERE T1.Population = (SELECT MAX(Population) FROM county_public_safety)
SELECT Name FROM county_public_safety WHERE County_ID NOT IN (SELECT County_ID FROM city)
SELECT FirstName, LastName FROM Reservations WHERE Rate > (SELECT BasePrice FROM Rooms)
SELECT bedType, COUNT(*) FROM Rooms GROUP BY bedType
SELECT roomName FROM Rooms WHERE basePrice > (SELECT avg(basePrice) FROM Rooms)
SELECT LOCATION FROM party ORDER BY Number_of_hosts DESC LIMIT 1
SELECT Party_Theme, Number_of_hosts FROM party
SELECT Name FROM storm WHERE Storm_ID NOT IN (SELECT Storm_ID FROM affected_region)
SELECT avg(Population) FROM county
SELECT AVG(Population) FROM county
SELECT DISTINCT District FROM election
SELECT Delegate FROM election JOIN county ON election.District = county.County_Id WHERE Counties_Represented LIKE 'Township%' AND county.Population < 100000
SELECT T1.Township_name FROM election AS T1 JOIN party AS T2 ON T1.Party = T2.Party_ID WHERE T1.Committee = 'Appropriations'
SELECT AVG(Years_working) FROM journalist
SELECT title FROM Papers WHERE Papers.paperid IN (SELECT paperid FROM Authorship WHERE authorship.instid IN (SELECT instid FROM Inst WHERE country = 'Indiana University'))
SELECT lname FROM Authors WHERE authID IN (SELECT authID FROM Authorship WHERE instID IN (SELECT instID FROM Inst WHERE name = 'Novelist'))
SELECT T1.title FROM Papers AS T1 JOIN Authorship AS T2 ON T1.paperID = T2.paperID GROUP BY T1.paperID ORDER BY count(*) DESC LIMIT 1
SELECT T1.title, T1.film_id FROM film AS T1 JOIN film_actor AS T2 ON T1.film_id = T2.film_id JOIN inventory AS T3 ON T3.film_id = T1.film_id JOIN rental ON T3.inventory_id = rental.inventory_id WHERE T2.last_update < rental.rental_date AND T1.rental_rate = 0.99 AND T3.inventory_id < 3
SELECT count(*) FROM city WHERE country_id = (SELECT country_id FROM country WHERE country = 'Australia')
SELECT count(*) FROM customer WHERE active = 1
SELECT T1.title, T1.id, T1.description FROM film AS T1 JOIN film_actor AS T2 ON T1.film_id = T2.film_id GROUP BY T1.film_id ORDER BY count(*) DESC LIMIT 1
SELECT store_id FROM inventory GROUP BY store_id ORDER BY count(*) DESC LIMIT 1
SELECT bname FROM bank GROUP BY bname ORDER BY count(*) DESC LIMIT 1
SELECT bname, SUM(loan.amount) FROM bank JOIN loan ON bank.branch_ID = loan.branch_ID GROUP BY bname
SELECT name, time FROM train JOIN route ON train.id = route.train_id WHERE route.station_id IN (SELECT id FROM station WHERE local_authority = 'Chiltern')
SELECT id, local_authority FROM station JOIN weekly_weather ON station.id = weekly_weather.station_id WHERE weekly_weather.high_temperature = (SELECT weekly_weather.high_temperature FROM station JOIN weekly_weather ON station.id = weekly_weather.station_id ORDER BY weekly_weather.high_temperature DESC LIMIT 1)
SELECT DEPARTMENT.school_code, count(*) FROM STUDENT JOIN DEPARTMENT ON STUDENT.DEPT_CODE = DEPARTMENT.DEPT_CODE GROUP BY DEPARTMENT.school_code
SELECT school_code, count(DISTINCT dept_code) FROM DEPARTMENT GROUP BY school_code HAVING count(DISTINCT dept_code) < 5
SELECT count(*) , dept_code FROM PROFESSOR GROUP BY dept_code
SELECT T1.dept_name, SUM(T2.stu_hrs) AS total_hours FROM DEPARTMENT AS T1 JOIN STUDENT AS T2 ON T1.dept_code = T2.dept_code GROUP BY T1.dept_name
SELECT T2.EMP_LNAME, T2.EMP_HIREDATE FROM PROFESSOR AS T1 JOIN EMPLOYEE AS T2 ON T1.EMP_NUM = T2.EMP_NUM WHERE T1.PROF_OFFICE = 'DRE 102'
SELECT EMPLOYEE.emp_fname FROM CLASS AS T1 JOIN ENROLL AS T2 ON T1.class_code = T2.class_code JOIN EMPLOYEE ON T1.PROF_NUM = EMPLOYEE.EMP_NUM WHERE T2.class_code IN (SELECT class_code FROM CLASS GROUP BY class_code HAVING count(*) = 1)
SELECT name FROM club WHERE Club_ID NOT IN (SELECT Club_ID FROM club_rank WHERE Gold > 0)
SELECT T2.DEPARTMENT_ID FROM employees AS T1 JOIN job_history AS T2 ON T1.EMPLOYEE_ID = T2.EMPLOYEE_ID WHERE T1.COMMISSION_PCT > 10
SELECT employee_id FROM employees WHERE employee_id IN (SELECT employee_id FROM job_history GROUP BY employee_id HAVING count(*) > 1)
SELECT DISTINCT first_name, last_name, hire_date FROM employees WHERE manager_id = (SELECT manager_id FROM employees WHERE first_name = 'Clara')
SELECT employee_id, first_name, last_name FROM employees WHERE department_id IN (SELECT department_id FROM job_history WHERE job_id IN (SELECT job_id FROM jobs WHERE job_title = 'Directorate' AND first_name LIKE '%T%'))
SELECT DISTINCT T1.genre_is FROM song AS T1 JOIN genre AS T2 ON T1.genre_is = T2.g_name WHERE T1.resolution > 1080
SELECT DISTINCT T2.languages FROM files AS T1 JOIN song AS T2 ON T1.f_id = T2.f_id WHERE T2.genre_is = 'melody' GROUP BY T2.languages ORDER BY COUNT(*) DESC LIMIT 1
SELECT name FROM camera_lens WHERE id = (SELECT camera_lens_id FROM photos GROUP BY camera_lens_id ORDER BY COUNT(id) DESC LIMIT 1)
SELECT COUNT(id) FROM camera_lens WHERE id NOT IN (SELECT camera_lens_id FROM photos)
SELECT Name FROM program ORDER BY Launch DESC LIMIT 1
SELECT owner, SUM(rating_in_percent) AS Total_Rating FROM channel GROUP BY owner
SELECT count(*) FROM Student_Tests_Taken WHERE test_result = "Fail"
SELECT login_name FROM Course_Authors_and_Tutors
SELECT T2.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Disease = 'Disease' AND T2.Stay = 111
SELECT Name FROM Procedures WHERE Code = (SELECT Code FROM Prescribes ORDER BY Date DESC LIMIT 1)
SELECT T1.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Dose = (SELECT MAX(Dose) FROM Prescribes)
SELECT Name FROM Department WHERE Head IN (SELECT Physician.EmployeeID FROM Affiliated_With JOIN Physician ON Affiliated_With.Physician = Physician.EmployeeID)
SELECT count(*) FROM mission JOIN ship ON mission.Ship_ID = ship.Ship_ID WHERE ship.Type = 'Freighter'
SELECT Name FROM ship WHERE Type = 'Freighter' ORDER BY Tonnage ASC
SELECT Type, Nationality FROM ship
SELECT Name FROM ship WHERE Ship_ID IN (SELECT Ship_ID FROM mission WHERE Launched_Year > 1928)
SELECT Classroom FROM list WHERE Grade = 4
SELECT FirstName, LastName FROM list WHERE Classroom != (SELECT Classroom FROM teachers WHERE LastName = 'OTHA MOYER')
SELECT grade, classroom, COUNT(*) AS total_students FROM list GROUP BY grade
SELECT Headquarters FROM company GROUP BY Headquarters HAVING count(*) >= 2
SELECT T1.Title, T2.Type FROM film AS T1 JOIN film_market_estimation AS T2 ON T1.Film_ID = T2.Film_ID
SELECT Year FROM film_market_estimation WHERE Market_ID = (SELECT Market_ID FROM market WHERE Country = 'Japan') ORDER BY Year DESC
SELECT LOCATION_Name FROM Ref_Locations WHERE Location_Name = 'Robin CV'
SELECT LOCATION_Code FROM Document_Locations GROUP BY LOCATION_Code HAVING count(*) >= 3
SELECT Fname FROM Student
SELECT count(*) FROM Member_of_club WHERE ClubID = (SELECT ClubID FROM Club WHERE ClubName = "Tennis Club")
SELECT ClubLocation FROM Club WHERE ClubName = "Tennis Club"
SELECT T1.sent_date FROM Documents AS T1 JOIN Grants AS T2 ON T1.grant_id = T2.grant_id WHERE T1.document_type_code = 'Regular' AND T1.document_type_code = 'Initial Application'
SELECT Organisation_Types.organisation_type_description FROM Grants AS T1 JOIN Organisations AS T2 ON T1.organisation_id = T2.organisation_id JOIN Organisation_Types ON T2.organisation_type = Organisation_Types.organisation_type WHERE T2.organisation_details = 'quo'
SELECT role_code FROM Project_Staff WHERE date_from BETWEEN '2003-04-19 15:06:20' AND '2016-03-15 00:33:18'
SELECT COUNT(name) FROM Person WHERE job = 'engineer'
SELECT name FROM Person WHERE gender = 'female' AND name != 'Alice'
SELECT T2.name FROM PersonFriend AS T1 JOIN Person AS T2 ON T1.name = T2.name WHERE T1.year = (SELECT min(year) FROM PersonFriend WHERE name = 'Alice')
SELECT user_name, password FROM Users GROUP BY user_name ORDER BY count(*) DESC LIMIT 1
SELECT AVG(access_count) FROM Documents JOIN Document_Functional_Areas ON Documents.document_code = Document_Functional_Areas.document_code WHERE Document_Functional_Areas.functional_area_code = "Acknowledgement"
SELECT count(*) FROM Companies
SELECT max(Sales_billion) , min(Sales_billion) FROM Companies WHERE Industry != "Banking"
SELECT count(DISTINCT Industry) FROM Companies
SELECT Industry FROM Companies WHERE Headquarters = "USA" INTERSECT SELECT Industry FROM Companies WHERE Headquarters = "China"
SELECT COUNT(id) FROM Companies WHERE Industry = 'Banking' OR Industry = 'Conglomerate'
SELECT Product_Type_Code FROM Products GROUP BY Product_Type_Code ORDER BY count(*) DESC LIMIT 1
SELECT Festival_ID, Name FROM festival_detail WHERE Festival_ID IN (SELECT Festival_ID FROM nomination GROUP BY Festival_ID HAVING COUNT(*) >= 2)
SELECT premises_type, premise_details FROM Premises
SELECT T1.building FROM Faculty AS T1 JOIN Course AS T2 ON T1.facid = T2.instructor WHERE T1.rank = 'Instructor' GROUP BY T1.building ORDER BY count(*) DESC LIMIT 1
SELECT Dname, Room FROM Department WHERE DNO = (SELECT DNO FROM Course WHERE CID = (SELECT CID FROM Course WHERE CName = "INTRODUCTION TO COMPUTER SCIENCE"))
SELECT product_type_code, MAX(product_price), MIN(product_price) FROM Products
SELECT customer_name, customer_id FROM Customers WHERE customer_address LIKE '%TN%'
SELECT T1.staff_name, T1.staff_phone FROM Staff AS T1 JOIN Addresses AS T2 ON T1.staff_id = T2.staff_id ORDER BY T2.address_details ASC
SELECT count(*) FROM pilot
SELECT Name FROM pilot ORDER BY Name ASC
SELECT Name FROM pilot WHERE Age > 30 ORDER BY Name DESC
SELECT DISTINCT service_type_code FROM Services WHERE organization_id IN (SELECT organization_id FROM Organizations WHERE organization_details = 'Denesik and Sons Party')
SELECT T1.School FROM school AS T1 JOIN school_details AS T2 ON T1.School_ID = T2.School_ID JOIN player AS T3 ON T2.School_ID = T3.School_ID WHERE T3.Position = 'Gamer' ORDER BY T1.Year_Entered_Competition ASC LIMIT 1
SELECT District_name, City_Population FROM district WHERE City_Population BETWEEN 200000 AND 2000000
SELECT Headquartered_City FROM district ORDER BY City_Population DESC LIMIT 1
SELECT AVG(pages_per_minute_color) FROM product
SELECT product FROM product WHERE dpi = 'A4' AND pages_per_minute_color < 5
SELECT pName FROM Player WHERE yCard = 'yes' ORDER BY HS DESC
SELECT DISTINCT cName FROM College
SELECT pPos FROM Tryout GROUP BY pPos ORDER BY count(*) DESC LIMIT 1
SELECT College.cName FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('goalie', 'mid')
SELECT cName FROM College WHERE enr IN (SELECT enr FROM Tryout WHERE cName IN (SELECT cName FROM College WHERE pPos IN ('goalie', 'mid')))
SELECT count(*) FROM College WHERE enr IN (SELECT enr FROM Player JOIN Tryout ON Player.pID = Tryout.pID WHERE Tryout.pPos = 'mid' AND yCard != 'goalie')
SELECT Shop_Name FROM shop ORDER BY Open_Year ASC
SELECT count(DISTINCT Software_Platform) FROM device
SELECT Planned_Delivery_Date, Actual_Delivery_Date FROM Bookings
SELECT Store_Name FROM Drama_Workshop_Groups
SELECT DISTINCT product_name FROM Products WHERE product_price > (SELECT AVG(product_price) FROM Products)
SELECT Customer_Phone FROM Performers WHERE Customer_Name = "Ashley"
SELECT Status_Code FROM Bookings GROUP BY Status_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT DISTINCT StagePosition FROM Performance WHERE Bandmate IN (SELECT Id FROM Band WHERE Firstname = "Solveig")
SELECT T1.Title FROM Songs AS T1 JOIN Performance AS T2 ON T1.SongId = T2.SongId JOIN Band AS T3 ON T2.Bandmate = T3.Id WHERE T3.Lastname = "Heilo"
SELECT T2.Type FROM Performance AS T1 JOIN Vocals AS T2 ON T1.SongId = T2.SongId GROUP BY T2.Type ORDER BY COUNT(T2.SongId) DESC LIMIT 1
SELECT T1.Firstname FROM Band AS T1 JOIN Performance AS T2 ON T1.Id = T2.Bandmate WHERE T2.StagePosition = 'Melody' GROUP BY T1.Id ORDER BY COUNT(*) DESC LIMIT 1
SELECT COUNT(*) FROM Manufacturers WHERE Headquarter IN ('Tokyo', 'Beijing') AND Founder = 'secretary'
SELECT Name FROM Manufacturers WHERE Revenue BETWEEN 100 AND 150
SELECT Name, Headquarter, Founder FROM Manufacturers WHERE Revenue = (SELECT MAX(Revenue) FROM Manufacturers)
SELECT AVG(Price) FROM Products
SELECT Manufacturers.Name, Products.Price, Manufacturer FROM Manufacturers JOIN Products ON Manufacturers.Code = Products.Manufacturer ORDER BY Revenue DESC LIMIT 1
SELECT Problems.problem_id FROM Problems JOIN Problem_Log ON Problems.problem_id = Problem_Log.problem_id WHERE Problem_Log.problem_category_code = "Middleware" AND date_problem_reported > "1995-01-01"
SELECT City, COUNT(*) FROM branch WHERE Open_year < '2010' GROUP BY City
SELECT DISTINCT T1.fname FROM Student AS T1 JOIN Voting_record AS T2 ON T1.StuID = T2.StuID WHERE T2.Class_President_Vote = 1
SELECT T1.fname, T1.lname FROM Student AS T1 JOIN Voting_record AS T2 ON T1.stuid = T2.stuid WHERE T1.sex = 'F' AND T2.president_vote = T2.president_vote
SELECT DISTINCT Major FROM Student WHERE Advisor < 3
SELECT product_id, Ref_Colors.color_description FROM Products JOIN Ref_Colors ON Products.color_code = Ref_Colors.color_code WHERE product_id IN (SELECT product_id FROM Product_Characteristics GROUP BY product_id HAVING count(*) >= 2)
SELECT T1.product_name FROM Products AS T1 JOIN Product_Characteristics AS T2 ON T1.product_id = T2.product_id WHERE T1.color_code = 'red' AND T2.characteristic_id = 'fast'
SELECT name FROM stadium WHERE capacity = (SELECT max(capacity) FROM stadium)
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
SELECT Author FROM submission WHERE Scores = (SELECT MAX(Scores) FROM submission)
SELECT DISTINCT Author FROM submission
SELECT Investor_details, Investor_id FROM Investors
SELECT AVG(amount_of_transaction) FROM Transactions
SELECT COUNT(*) FROM Transactions WHERE transaction_type_code = "SALE" AND amount_of_transaction > 0
SELECT count(*) FROM Transactions
SELECT Investor_details FROM Investors WHERE investor_id NOT IN (SELECT investor_id FROM Transactions)
SELECT Ref_Hotel_Star_Ratings.star_rating_description FROM Hotels JOIN Ref_Hotel_Star_Ratings ON Hotels.star_rating_code = Ref_Hotel_Star_Ratings.star_rating_code WHERE price_range > 10000
SELECT Name FROM Tourist_Attractions WHERE How_to_Get_There IN ('walk', '660 Shea Crescent')
SELECT gname FROM Video_Games WHERE gtype = "Collectible card game"
SELECT StuID FROM Student WHERE Advisor = 1121
SELECT Fname, Age FROM Student WHERE StuID IN (SELECT StuID FROM Plays_Games WHERE GameID IN (SELECT GameID FROM Video_Games WHERE GName = 'Lacrosse' AND GType = 'Collectible card game'))
SELECT T1.customer_name FROM Customers AS T1 JOIN Customer_Orders AS T2 ON T1.customer_id = T2.customer_id WHERE T1.customer_name LIKE "%Alex%"
SELECT address_content FROM Addresses WHERE customer_name = "Maudie Kertzmann"
SELECT DISTINCT city FROM Addresses
SELECT T1.city FROM Addresses AS T1 JOIN Customer_Addresses AS T2 ON T1.address_id = T2.address_id WHERE T1.zip_postcode = 255
SELECT Famous_Title FROM artist WHERE Artist = "Triumfall"
SELECT Issue_Date FROM volume WHERE Artist_ID = (SELECT Artist_ID FROM artist WHERE Artist = 'Gorgoroth')
SELECT Name FROM captain WHERE Class = 'Skippers' ORDER BY age DESC
SELECT City FROM city JOIN temperature ON city.City_ID = temperature.City_ID WHERE city.City_ID IN (SELECT city.City_ID FROM hosting_city WHERE Year = 2008) ORDER BY temperature.Jan DESC LIMIT 1
SELECT city.City FROM match AS T1 JOIN hosting_city AS T2 ON T1.Match_ID = T2.Match_ID JOIN city ON T2.Host_City = city.City_ID ORDER BY T1.Date DESC
SELECT GDP FROM city ORDER BY Regional_Population DESC LIMIT 1
SELECT count(DISTINCT payment_method_code) FROM Parties
SELECT country, COUNT(*) FROM airport GROUP BY country
SELECT Name FROM Scientists WHERE SSN NOT IN (SELECT Scientist FROM AssignedTo WHERE Project = (SELECT Code FROM Projects ORDER BY Hours DESC LIMIT 1))
SELECT P.Name, S.Name FROM Projects P JOIN AssignedTo AS A ON P.Code = A.Project JOIN Scientists AS S ON A.Scientist = S.SSN GROUP BY P.Code ORDER BY COUNT(A.Scientist) ASC LIMIT 1
SELECT County, State FROM appellations
SELECT AVG(Price) FROM wine
SELECT wine.Appelation FROM wine JOIN appellations ON wine.Appelation = appellations.Appelation WHERE Year > 2008 AND appellations.Area != 'Central Coast'
SELECT LOCATION, SUM(Number_of_Platforms) AS Total_Platforms, SUM(Total_Passengers) AS Total_Passengers FROM station GROUP BY LOCATION
SELECT date_joined_staff FROM Staff WHERE first_name = 'Janessa' AND last_name = 'Sawayn'
SELECT T1.state_province_county FROM Addresses AS T1 JOIN Staff AS T2 ON T1.address_id = T2.staff_address_id WHERE T2.first_name = 'Janessa' AND T2.last_name = 'Sawayn'
SELECT T1.city, COUNT(*) FROM Addresses AS T1 JOIN Staff AS T2 ON T1.address_id = T2.staff_address_id GROUP BY T1.city ORDER BY COUNT(*) DESC LIMIT 1
SELECT customer_status_code FROM Customers GROUP BY customer_status_code ORDER BY count(*) ASC LIMIT 1
SELECT COUNT(*) FROM Customers AS T1 JOIN Customer_Payments AS T2 ON T1.customer_id = T2.customer_id WHERE T1.first_name = 'Ryan' AND T1.last_name = 'Goodwin'
SELECT SUM(amount_payment) FROM Customers AS T1 JOIN Customer_Payments AS T2 ON T1.customer_id = T2.customer_id WHERE T1.first_name = 'Carole' AND T1.last_name = 'Bernhard'
SELECT Fname, Lname FROM Faculty WHERE Rank = 'Instructor'
SELECT T1.rank, T1.sex, COUNT(*) FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.facid = T2.facid GROUP BY T1.rank, T1.sex
SELECT count(*) FROM Activity
SELECT T1.fname, T1.lname, COUNT(T2.actid) FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.facid = T2.facid GROUP BY T1.facid
SELECT T2.StuID FROM Participates_in AS T1 JOIN Student AS T2 ON T1.stuid = T2.StuID WHERE T1.actid IN (SELECT actid FROM Activity WHERE Major = 600 AND Advisor = 1121) AND T2.Age < 20
SELECT COUNT(*) FROM routes WHERE airline = 'American Aeroplanes'
SELECT COUNT(DISTINCT T1.name) FROM airports AS T1 JOIN routes AS T2 ON T1.apid = T2.dst_apid WHERE T2.alid > 3
SELECT name, COUNT(*) FROM airports GROUP BY name HAVING COUNT(*) > 1
SELECT T2.name FROM routes AS T1 JOIN airports AS T2 ON T1.dst_apid = T2.apid GROUP BY T2.name ORDER BY count(*) DESC LIMIT 1
SELECT order_id FROM Shipments WHERE shipment_tracking_number = "3452"
SELECT customer_name FROM Customers WHERE customer_id IN (SELECT customer_id FROM Orders WHERE order_status = "Packing")
SELECT DISTINCT Customers.customer_details FROM Orders JOIN Customers ON Orders.customer_id = Customers.customer_id WHERE order_status = "On Road"
SELECT DISTINCT product_name FROM Products ORDER BY product_name ASC
SELECT customer_name FROM Customers WHERE customer_id IN (SELECT customer_id FROM Order_Items WHERE order_item_status = "Cancel" AND product_id = (SELECT product_id FROM Products WHERE product_name = "food"))
SELECT DISTINCT T1.name FROM architect AS T1 JOIN bridge AS T2 ON T1.id = T2.architect_id JOIN mill AS T3 ON T2.id = T3.architect_id WHERE T2.length_meters > 80
SELECT type, COUNT(*) FROM mill GROUP BY type ORDER BY COUNT(*) DESC LIMIT 1
SELECT count(*) FROM book_club
SELECT Publisher FROM book_club WHERE Year = 1989 OR Year = 1990
SELECT T1.Title FROM movie AS T1 JOIN culture_company AS T2 ON T1.movie_id = T2.movie_id WHERE T2.Company_name = 'China'
