SELECT d.Name, d.Num_Employees FROM department AS d JOIN management AS m ON d.Department_ID = m.department_ID WHERE m.head_ID IN (SELECT head_ID FROM head WHERE temporary_acting = 'Yes')
SELECT course_id FROM Student_Course_Registrations WHERE student_id = 121
SELECT student_id FROM Student_Course_Attendance WHERE course_id IN (SELECT course_id FROM Courses WHERE course_name = 'statistics') ORDER BY date_of_attendance
SELECT start_station_name, end_station_name FROM trip ORDER BY id ASC LIMIT 3
SELECT DISTINCT T1.name FROM station AS T1 JOIN status AS T2 ON T1.id = T2.station_id WHERE T2.bikes_available = 7
SELECT name FROM station WHERE dock_count >= 15
SELECT date, cloud_cover FROM weather ORDER BY cloud_cover DESC LIMIT 5
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT Nominee FROM musical WHERE Award = 'Tony Award' INTERSECT SELECT Nominee FROM musical WHERE Award = 'Drama Desk Award'
SELECT CAST(SUM(followers) AS REAL) / COUNT(*) FROM user_profiles WHERE followers = 0
SELECT catalog_entry_name FROM Catalog_Contents WHERE catalog_level_number = (SELECT catalog_level_number FROM Catalog_Structure GROUP BY catalog_level_number ORDER BY COUNT(*) DESC LIMIT 1)
SELECT AVG(price_in_euros) , MIN(price_in_euros) FROM Catalog_Contents
SELECT catalog_entry_name FROM Catalog_Contents WHERE length < 3 OR height > 5
SELECT name, salary FROM employee WHERE eid = 242518965
SELECT eid, name FROM employee ORDER BY salary DESC LIMIT 1
SELECT StuID FROM Student WHERE Age > 20
SELECT Advisor, COUNT(*) FROM Student GROUP BY Advisor
SELECT COUNT(*) FROM Student JOIN Has_Allergy ON Student.StuID = Has_Allergy.StuID WHERE Major = 'Schoolgirl' AND Has_Allergy.Allergy IN ('Milk', 'Egg')
SELECT COUNT(*) FROM Student JOIN Has_Allergy ON Student.StuID = Has_Allergy.StuID WHERE Sex = 'F' AND Has_Allergy.Allergy IN ('Milk', 'Eggs')
SELECT COUNT(*) FROM Has_Allergy WHERE Allergy = 'hypersensitivities'
SELECT T2.state FROM invoices AS T1 JOIN customers AS T2 ON T1.customer_id = T2.id WHERE T2.country = 'US' GROUP BY T2.state ORDER BY COUNT(*) DESC LIMIT 1
SELECT T1.company FROM customers AS T1 JOIN employees AS T2 ON T1.support_rep_id = T2.id WHERE T1.first_name = 'Eduardo' AND T1.last_name = 'Martins'
SELECT first_name, last_name FROM employees WHERE reports_to = 1 AND first_name = 'Nancy' AND last_name = 'Edwards'
SELECT city, COUNT(*) FROM employees WHERE title = 'IT Staff' GROUP BY city
SELECT first_name, last_name, COUNT(*) FROM employees GROUP BY reports_to
SELECT genre_id, COUNT(*) FROM tracks GROUP BY genre_id
SELECT DISTINCT Theme FROM journal
SELECT editor.Name, T2.Theme FROM journal_committee AS T1 JOIN journal AS T2 ON T1.Journal_ID = T2.Journal_ID JOIN editor ON T1.Editor_ID = editor.Editor_ID
SELECT customer_first_name, customer_last_name, customer_phone FROM Customers WHERE customer_last_name = '162'
SELECT count(DISTINCT transaction_type) FROM Financial_Transactions
SELECT count(*) FROM track
SELECT Name, LOCATION FROM track
SELECT Name, LOCATION FROM track
SELECT DISTINCT Type FROM race
SELECT Name FROM track WHERE Track_ID NOT IN (SELECT Track_ID FROM race)
SELECT Name FROM MediaType
SELECT Name FROM Artist WHERE ArtistId = (SELECT ArtistId FROM Album WHERE Title = "Balls to the Wall")
SELECT Name FROM Artist JOIN Album ON Artist.ArtistId = Album.ArtistId ORDER BY Album.AlbumId DESC LIMIT 1
SELECT MAX(Milliseconds) , MIN(Milliseconds) FROM Track
SELECT Customer_Phone FROM Available_Policies WHERE policy_type_code = "Life Insurance"
SELECT name FROM enzyme WHERE Product != 'Heme'
SELECT T1.name FROM medicine AS T1 JOIN medicine_enzyme_interaction AS T2 ON T1.id = T2.medicine_id GROUP BY T1.id HAVING count(*) > 1
SELECT COUNT(*) FROM medicine WHERE FDA_approved = 'No'
SELECT COUNT(*) FROM medicine WHERE FDA_approved = 'No'
SELECT School, Location FROM university WHERE Affiliation = 'Public'
SELECT affiliation , count(*) FROM university WHERE enrollment > 20000 GROUP BY affiliation
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
SELECT booking_start_date, booking_end_date FROM Apartment_Bookings WHERE apt_id IN (SELECT apt_id FROM Apartments WHERE bedroom_count > 2)
SELECT apt_type_code FROM Apartments GROUP BY apt_type_code ORDER BY avg(room_count) DESC LIMIT 3
SELECT Attendance FROM performance WHERE LOCATION = "TD Garden" OR LOCATION = "Bell Centre"
SELECT count(DISTINCT dept_name) FROM course WHERE dept_name = 'Physics'
SELECT dept_name FROM department WHERE budget > (SELECT avg(budget) FROM department)
SELECT dept_name, COUNT(*) FROM student GROUP BY dept_name
SELECT dept_name FROM department WHERE budget = (SELECT MAX(budget) FROM department)
SELECT name FROM instructor WHERE salary > (SELECT salary FROM instructor WHERE dept_name = 'Biology')
SELECT Customer_Details FROM Customers WHERE Customer_ID = (SELECT Customer_ID FROM Claim_Headers ORDER BY Amount_Claimed DESC LIMIT 1)
SELECT Customer_Details FROM Customers WHERE Customer_Details LIKE "%Diana%"
SELECT count(DISTINCT Claim_Outcome_Code) FROM Claims_Processing
SELECT T1.customer_first_name, T1.customer_last_name FROM Customers AS T1 JOIN Accounts AS T2 ON T1.customer_id = T2.customer_id WHERE T2.account_name = '900'
SELECT count(*) , customer_id FROM Accounts GROUP BY customer_id
SELECT count(*) FROM Customers
SELECT count(*) , account_id FROM Financial_Transactions GROUP BY account_id
SELECT count(*) , order_id FROM Invoices GROUP BY order_id
SELECT Country, COUNT(*) FROM people GROUP BY Country
SELECT Theme, Year FROM exhibition ORDER BY Ticket_Price DESC
SELECT Theme, exhibition_record.Date, Attendance FROM exhibition JOIN exhibition_record ON exhibition.Exhibition_ID = exhibition_record.Exhibition_ID WHERE Year = 2004
SELECT i_id FROM item WHERE title = "orange"
SELECT Total_Points FROM gymnast ORDER BY Total_Points DESC
SELECT SUM(S.balance) FROM SAVINGS AS S WHERE S.custid NOT IN (SELECT custid FROM ACCOUNTS WHERE name = 'Brown')
SELECT ACCOUNTS.name, balance FROM CHECKING JOIN ACCOUNTS ON CHECKING.custid = ACCOUNTS.custid WHERE CHECKING.custid = (SELECT CHECKING.custid FROM SAVINGS ORDER BY balance ASC LIMIT 1)
SELECT T2.name, SUM(T1.balance) FROM SAVINGS AS T1 JOIN ACCOUNTS AS T2 ON T1.custid = T2.custid GROUP BY T2.name
SELECT ACCOUNTS.name FROM CHECKING AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid JOIN ACCOUNTS ON T2.custid = ACCOUNTS.custid WHERE T1.balance > T2.balance
SELECT ACCOUNTS.name, SUM(T2.balance) FROM CHECKING AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid JOIN ACCOUNTS ON T1.custid = ACCOUNTS.custid WHERE T1.balance < T2.balance
SELECT id, market_share FROM browser WHERE name = 'Safari'
SELECT Name FROM cinema WHERE Capacity > 300 GROUP BY Name HAVING COUNT(*) >= 2
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
SELECT COUNT(*) FROM Events WHERE Event_Details LIKE '%Dr%'
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
SELECT name FROM Reviewer UNION SELECT title FROM Movie
SELECT T2.title, AVG(T1.stars) FROM Rating AS T1 INNER JOIN Movie AS T2 ON T1.mID = T2.mID GROUP BY T2.title ORDER BY AVG(T1.stars) LIMIT 1
SELECT Name FROM county_public_safety WHERE Police_officers = (SELECT MAX(Police_officers) FROM county_public_safety)
SELECT Name FROM city WHERE County_ID = ( SELECT County_ID FROM county_public_safety ORDER BY Police_officers DESC LIMIT 1 )
SELECT Name FROM county_public_safety WHERE County_ID NOT IN (SELECT County_ID FROM city)
SELECT FirstName, LastName FROM Reservations JOIN Rooms ON Reservations.Room = Rooms.RoomId WHERE Rate > Rooms.BasePrice
SELECT bedType, COUNT(*) FROM Rooms GROUP BY bedType
SELECT roomName FROM Rooms WHERE basePrice > (SELECT avg(basePrice) FROM Rooms)
SELECT LOCATION FROM party ORDER BY Number_of_hosts DESC LIMIT 1
SELECT T1.Party_Theme, host.Name FROM party AS T1 JOIN party_host AS T2 ON T1.Party_ID = T2.Party_ID JOIN host ON T2.Host_ID = host.Host_ID
SELECT Name FROM storm WHERE Storm_ID NOT IN (SELECT Storm_ID FROM affected_region)
SELECT avg(Population) FROM county
SELECT AVG(Population) FROM county
SELECT DISTINCT District FROM election
SELECT Delegate FROM election WHERE Counties_Represented IN (SELECT County_Id FROM county WHERE Population < 100000)
SELECT county.County_name FROM election AS T1 JOIN party AS T2 ON T1.Party = T2.Party_ID JOIN county ON T1.District = county.County_Id WHERE T1.Committee = "Appropriations"
SELECT AVG(Age), AVG(Years_working) FROM journalist
SELECT Papers.title FROM Authors AS T1 JOIN Authorship AS T2 ON T1.authID = T2.authID JOIN Inst AS T3 ON T2.instID = T3.instID JOIN Papers ON T2.paperID = Papers.paperID WHERE T3.name = "Indiana University"
SELECT T1.fname FROM Authors AS T1 JOIN Authorship AS T2 ON T1.authID = T2.authID GROUP BY T1.fname ORDER BY count(*) DESC LIMIT 1
SELECT title FROM Papers ORDER BY paperID DESC LIMIT 1
SELECT T2.title, T1.inventory_id FROM inventory AS T1 INNER JOIN film AS T2 ON T1.film_id = T2.film_id WHERE T2.rental_rate = 0.99 AND T1.inventory_id < 3
SELECT count(DISTINCT city_id) FROM city WHERE country_id = 87
SELECT count(*) FROM customer WHERE active = 1
SELECT T1.title , T1.film_id , T1.description FROM film AS T1 JOIN film_actor AS T2 ON T1.film_id = T2.film_id GROUP BY T1.film_id ORDER BY count(*) DESC LIMIT 1
SELECT store_id FROM inventory GROUP BY store_id ORDER BY count(*) DESC LIMIT 1
SELECT bname FROM bank GROUP BY bname ORDER BY count(*) DESC LIMIT 1
SELECT bname, SUM(loan.amount) FROM bank JOIN loan ON bank.branch_ID = loan.branch_ID GROUP BY bname
SELECT name, time FROM train JOIN route ON train.id = route.train_id WHERE route.station_id IN (SELECT id FROM station WHERE local_authority = 'Chiltern')
SELECT T1.id, T1.local_authority FROM station AS T1 JOIN weekly_weather AS T2 ON T1.id = T2.station_id GROUP BY T1.id ORDER BY AVG(T2.high_temperature) DESC LIMIT 1
SELECT school_code FROM DEPARTMENT GROUP BY school_code
SELECT school_code, COUNT(DISTINCT dept_code) FROM DEPARTMENT GROUP BY school_code HAVING count(DISTINCT dept_code) < 5
SELECT dept_code, COUNT(*) FROM STUDENT GROUP BY dept_code
SELECT T2.dept_code, SUM(T2.stu_hrs) FROM ENROLL AS T1 JOIN STUDENT AS T2 ON T1.stu_num = T2.stu_num GROUP BY T2.dept_code
SELECT EMPLOYEE.emp_fname, emp_dob FROM PROFESSOR JOIN EMPLOYEE ON PROFESSOR.EMP_NUM = EMPLOYEE.EMP_NUM WHERE PROF_OFFICE = 'DRE 102'
SELECT T1.STU_FNAME FROM STUDENT AS T1 JOIN ENROLL AS T2 ON T1.STU_NUM = T2.STU_NUM WHERE T2.CLASS_CODE = '1' GROUP BY T1.STU_FNAME HAVING count(*) = 1
SELECT name FROM club WHERE Club_ID NOT IN (SELECT Club_ID FROM competition_result)
SELECT D.DEPARTMENT_NAME FROM departments AS D JOIN job_history AS J ON D.DEPARTMENT_ID = J.DEPARTMENT_ID JOIN employees ON J.EMPLOYEE_ID = employees.EMPLOYEE_ID WHERE employees.COMMISSION_PCT > 10
SELECT employee_id FROM employees WHERE job_id IN (SELECT job_id FROM job_history GROUP BY job_id HAVING count(*) > 2)
SELECT T1.first_name, T1.last_name, T1.hire_date FROM employees AS T1 JOIN job_history AS T2 ON T1.employee_id = T2.employee_id WHERE T1.first_name = 'Clara'
SELECT employee_id, first_name, last_name FROM employees WHERE department_id IN (SELECT department_id FROM departments WHERE manager_id IN (SELECT manager_id FROM employees WHERE first_name LIKE '%T%'))
SELECT DISTINCT song_name FROM song WHERE resolution > (SELECT resolution FROM song WHERE languages = 'English')
SELECT languages FROM song GROUP BY languages ORDER BY count(*) DESC LIMIT 1
SELECT name FROM camera_lens WHERE id IN (SELECT camera_lens_id FROM photos GROUP BY camera_lens_id ORDER BY COUNT(*) DESC LIMIT 1)
SELECT COUNT(id) FROM camera_lens WHERE id NOT IN (SELECT id FROM photos)
SELECT Name FROM program ORDER BY Launch DESC LIMIT 1
SELECT Owner, SUM(Rating_in_percent) FROM channel GROUP BY Owner
SELECT count(*) FROM Student_Tests_Taken WHERE test_result = "Fail"
SELECT login_name FROM Course_Authors_and_Tutors WHERE author_id IN (SELECT author_id FROM Students) OR author_id IN (SELECT author_id FROM Courses)
SELECT T2.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Stay = 111
SELECT Name FROM Patient WHERE SSN IN (SELECT Patient FROM Undergoes ORDER BY DateUndergoes DESC LIMIT 1)
SELECT T2.Name FROM Prescribes AS T1 JOIN Physician AS T2 ON T1.Physician = T2.EmployeeID ORDER BY T1.Dose DESC LIMIT 1
SELECT Name FROM Department WHERE Head IN (SELECT Physician.EmployeeID FROM Affiliated_With JOIN Physician ON Affiliated_With.Physician = Physician.EmployeeID)
SELECT count(*) FROM ship
SELECT Name FROM ship ORDER BY Tonnage ASC
SELECT Type, Nationality FROM ship
SELECT Name FROM ship WHERE Ship_ID IN (SELECT Ship_ID FROM mission WHERE Launched_Year > 1928)
SELECT classroom FROM list WHERE grade = 4
SELECT FirstName, LastName FROM list WHERE Classroom = 101 AND LastName != 'OTHA MOYER'
SELECT Grade, Classroom, COUNT(*) AS NumberOfSchoolrooms, SUM(Grade) AS TotalStudents FROM list GROUP BY Grade
SELECT Headquarters FROM company GROUP BY Headquarters HAVING count(*) >= 2
SELECT T2.Title, T1.Type FROM film_market_estimation AS T1 JOIN film AS T2 ON T1.Film_ID = T2.Film_ID
SELECT Year FROM film_market_estimation WHERE Market_ID = (SELECT Market_ID FROM market WHERE Country = 'Japan') ORDER BY Year DESC
SELECT T2.Location_Code FROM All_Documents AS T1 JOIN Document_Locations AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Document_Name = "Robin CV"
SELECT DISTINCT T2.Location_Code FROM All_Documents AS T1 JOIN Document_Locations AS T2 ON T1.Document_ID = T2.Document_ID GROUP BY T2.Location_Code HAVING count(*) >= 3
SELECT Fname FROM Student
SELECT count(*) FROM Member_of_club WHERE ClubID = (SELECT ClubID FROM Club WHERE ClubName = "Tennis Club")
SELECT ClubLocation FROM Club WHERE ClubName = "Tennis Club"
SELECT T1.grant_start_date FROM Grants AS T1 JOIN Documents AS T2 ON T1.grant_id = T2.grant_id WHERE T2.document_type_code = 'Regular' AND T2.document_type_code = 'Initial Application'
SELECT Organisation_Types.organisation_type_description FROM Organisations JOIN Organisation_Types ON Organisations.organisation_type = Organisation_Types.organisation_type WHERE organisation_details = 'quo'
SELECT role_code FROM Project_Staff WHERE date_from = '2003-04-19 15:06:20' AND date_to = '2016-03-15 00:33:18'
SELECT COUNT(name) FROM Person WHERE age > (SELECT age FROM Person WHERE job = 'engineer')
SELECT name FROM PersonFriend WHERE name = 'Alice'
SELECT name FROM PersonFriend WHERE friend = 'Alice' ORDER BY year ASC LIMIT 1
SELECT user_name, password FROM Users GROUP BY role_code ORDER BY count(*) DESC LIMIT 1
SELECT avg(access_count) FROM Documents JOIN Document_Functional_Areas ON Documents.document_code = Document_Functional_Areas.document_code WHERE Document_Functional_Areas.functional_area_code = "Acknowledgement"
SELECT count(*) FROM Companies
SELECT max(Sales_billion) , min(Sales_billion) FROM Companies WHERE Industry != "Banking"
SELECT count(DISTINCT Industry) FROM Companies
SELECT Industry FROM Companies WHERE Headquarters = "USA" INTERSECT SELECT Industry FROM Companies WHERE Headquarters = "China"
SELECT COUNT(*) FROM Companies WHERE Industry IN ('Banking', 'Conglomerate')
SELECT Product_Type_Code FROM Products GROUP BY Product_Type_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT DISTINCT T1.Festival_ID, T1.Festival_Name FROM festival_detail AS T1 JOIN nomination AS T2 ON T1.Festival_ID = T2.Festival_ID GROUP BY T1.Festival_ID HAVING COUNT(*) >= 2
SELECT premises_type, premise_details FROM Premises ORDER BY premises_type
SELECT Building FROM Faculty GROUP BY Building ORDER BY count(*) DESC LIMIT 1
SELECT T1.DName, T1.Room FROM Department AS T1 JOIN Course AS T2 ON T1.DNO = T2.DNO WHERE T2.CName = 'INTRODUCTION TO COMPUTER SCIENCE'
SELECT product_type_code, MAX(product_price), MIN(product_price) FROM Products
SELECT customer_name, customer_id FROM Customers WHERE customer_address LIKE '%TN%'
SELECT supplier_name, supplier_phone FROM Suppliers ORDER BY supplier_name ASC
SELECT count(*) FROM aircraft
SELECT Name FROM pilot ORDER BY Name ASC
SELECT Name FROM pilot WHERE Age > 30 ORDER BY Name DESC
SELECT DISTINCT service_type_code FROM Services WHERE organization_id IN (SELECT organization_id FROM Organizations WHERE organization_details = 'Denesik and Sons Party')
SELECT Team FROM player ORDER BY Age ASC LIMIT 1
SELECT District_name, City_Population FROM district WHERE City_Population BETWEEN 200000 and 2000000
SELECT DISTINCT T1.District_name FROM district AS T1 JOIN store_district AS T2 ON T1.District_ID = T2.District_ID ORDER BY T1.City_Population DESC LIMIT 1
SELECT avg(pages_per_minute_color) FROM product
SELECT product FROM product WHERE dpi = 4 AND pages_per_minute_color < 5
SELECT pName FROM Player WHERE yCard = 'yes' ORDER BY HS DESC
SELECT DISTINCT cName FROM College
SELECT pPos FROM Tryout GROUP BY pPos ORDER BY count(*) DESC LIMIT 1
SELECT College.cName FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('goalie', 'mid')
SELECT state FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('goalie', 'mid')
SELECT count(state) FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr >= 18000 AND Tryout.pPos = 'mid' AND Tryout.pPos != 'goalie'
SELECT Shop_Name FROM shop ORDER BY Open_Year ASC
SELECT count(DISTINCT Software_Platform) FROM device
SELECT Planned_Delivery_Date, Actual_Delivery_Date FROM Bookings
SELECT Store_Name FROM Drama_Workshop_Groups
SELECT DISTINCT Product_Name FROM Products WHERE Product_Price > (SELECT AVG(Product_Price) FROM Products)
SELECT Customer_Phone FROM Performers WHERE Customer_Name = "Ashley"
SELECT Status_Code FROM Bookings GROUP BY Status_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT DISTINCT StagePosition FROM Performance WHERE Bandmate IN (SELECT Id FROM Band WHERE Firstname = "Solveig")
SELECT Songs.Title FROM Band AS T1 JOIN Performance AS T2 ON T1.Id = T2.Bandmate JOIN Songs ON T2.SongId = Songs.SongId WHERE T1.Lastname = "Heilo"
SELECT Songs.Title FROM Performance AS T1 JOIN Vocals AS T2 ON T1.SongId = T2.SongId JOIN Songs ON T1.SongId = Songs.SongId GROUP BY T1.SongId ORDER BY COUNT(T2.Type) DESC LIMIT 1
SELECT T1.Firstname FROM Band AS T1 JOIN Performance AS T2 ON T1.Id = T2.Bandmate WHERE T2.StagePosition = 'Most'
SELECT COUNT(Code) FROM Manufacturers WHERE Headquarter IN ('Tokyo', 'Beijing')
SELECT Name FROM Manufacturers WHERE Revenue BETWEEN 100 AND 150
SELECT Name, Headquarter, Founder FROM Manufacturers ORDER BY Revenue DESC LIMIT 1
SELECT M.Name, AVG(P.Price) FROM Manufacturers M JOIN Products P ON M.Code = P.Manufacturer GROUP BY M.Name
SELECT M.Name, P.Name, P.Price FROM Manufacturers AS M JOIN Products AS P ON M.Code = P.Manufacturer ORDER BY P.Price DESC LIMIT 1
SELECT problem_id FROM Problems WHERE product_id IN (SELECT product_id FROM Product WHERE product_name = "voluptatem") AND date_problem_reported > '1995-05-14'
SELECT City, COUNT(Branch_ID) FROM branch WHERE Open_year < '2010' GROUP BY City
SELECT DISTINCT Fname FROM Student WHERE Class_President_Vote = (SELECT StuID FROM Voting_record WHERE Registration_Date = (SELECT Registration_Date FROM Voting_record WHERE Election_Cycle = 'Spring'))
SELECT Fname, Lname FROM Student WHERE Sex = 'F' AND President_Vote = 1
SELECT DISTINCT Major FROM Student WHERE StuID NOT IN (SELECT StuID FROM Voting_record WHERE Registration_Date < '2014-08-30')
SELECT product_id, color_code FROM Products WHERE product_id IN (SELECT product_id FROM Product_Characteristics GROUP BY product_id HAVING count(*) >= 2)
SELECT T1.product_name FROM Products AS T1 INNER JOIN Product_Characteristics AS T2 ON T1.product_id = T2.product_id WHERE T2.characteristic_id IN (SELECT T3.characteristic_id FROM Characteristics AS T3 WHERE T3.characteristic_name = 'fast' AND T3.characteristic_name = 'red')
SELECT name FROM stadium ORDER BY capacity DESC LIMIT 1
SELECT Country, COUNT(*) FROM stadium GROUP BY Country
SELECT LEVEL FROM manager WHERE Country != "Australia" ORDER BY LEVEL DESC LIMIT 1
SELECT customer_name, customer_phone FROM Customers WHERE customer_address IS NULL
SELECT products.product_name, SUM(order_items.order_quantity) as total_number_of_orders FROM Products JOIN Order_Items ON products.product_id = order_items.product_id GROUP BY products.product_name
SELECT min(product_price), max(product_price), avg(product_price) FROM Products
SELECT dorm_name FROM Dorm WHERE student_capacity > 300
SELECT Fname FROM Student WHERE Age BETWEEN 20 AND 25 AND city_code = 'PHL'
SELECT count(DISTINCT gender) FROM Dorm
SELECT dorm_name, gender FROM Dorm WHERE student_capacity BETWEEN 300 AND 100
SELECT amenity_name FROM Dorm_amenity GROUP BY amenity_name ORDER BY count(*) DESC LIMIT 1
SELECT first_name FROM Staff WHERE staff_id IN (SELECT staff_id FROM Complaints GROUP BY staff_id ORDER BY count(*) DESC LIMIT 5)
SELECT Author FROM submission WHERE Scores = (SELECT MAX(Scores) FROM submission)
SELECT T2.Author, T1.Result FROM Acceptance AS T1 JOIN submission AS T2 ON T1.Submission_ID = T2.Submission_ID
SELECT lot_details, investor_id FROM Lots
SELECT AVG(amount_of_transaction) FROM Transactions ORDER BY AVG(amount_of_transaction)
SELECT COUNT(transaction_id) FROM Transactions WHERE transaction_type_code = "SALE" GROUP BY investor_id
SELECT investor_id, COUNT(*) FROM Transactions GROUP BY investor_id
SELECT lot_details FROM Lots WHERE lot_id NOT IN (SELECT lot_id FROM Transactions)
SELECT Ref_Hotel_Star_Ratings.star_rating_description FROM Hotels JOIN Ref_Hotel_Star_Ratings ON Hotels.star_rating_code = Ref_Hotel_Star_Ratings.star_rating_code WHERE price_range > 10000
SELECT Name FROM Tourist_Attractions JOIN Locations ON Tourist_Attractions.Location_ID = Locations.Location_ID WHERE How_to_Get_There = 'walk' OR Locations.Address = '660 Shea Crescent'
SELECT GName FROM Video_Games WHERE GType = 'Collectible card game'
SELECT StuID FROM Student WHERE Advisor = 1121
SELECT Fname, Age FROM Student WHERE StuID IN (SELECT StuID FROM Plays_Games WHERE GameID IN (SELECT GameID FROM SportsInfo WHERE SportName = 'Football' AND GamesPlayed = 2 AND OnScholarship = 'Y'))
SELECT T1.customer_name FROM Customers AS T1 JOIN Customer_Orders AS T2 ON T1.customer_id = T2.customer_id WHERE T1.customer_name LIKE "%Alex%"
SELECT T1.address_content FROM Addresses AS T1 JOIN Customers AS T2 ON T1.address_id = T2.customer_id WHERE T2.customer_name = "Maudie Kertzmann"
SELECT DISTINCT city FROM Addresses
SELECT city FROM Addresses WHERE zip_postcode = 255
SELECT Famous_Title FROM artist WHERE Artist = "Triumfall"
SELECT Issue_Date FROM volume WHERE Artist_ID = (SELECT Artist_ID FROM artist WHERE Artist = 'Gorgoroth')
SELECT Name FROM captain ORDER BY age DESC
SELECT T1.City FROM city AS T1 JOIN hosting_city AS T2 ON T1.City_ID = T2.Host_City JOIN temperature ON T1.City_ID = temperature.City_ID WHERE T2.Match_ID = ( SELECT Match_ID FROM match WHERE Date LIKE 'February%' ) GROUP BY T1.City ORDER BY avg(temperature.Jan) DESC LIMIT 1
SELECT Date FROM match ORDER BY Date DESC
SELECT GDP FROM city ORDER BY Regional_Population DESC LIMIT 1
SELECT count(DISTINCT payment_method_code) FROM Parties
SELECT country, COUNT(*) FROM airport GROUP BY country
SELECT Name FROM Scientists WHERE SSN NOT IN (SELECT Scientist FROM AssignedTo WHERE Project = (SELECT Code FROM Projects ORDER BY Hours DESC LIMIT 1))
SELECT T2.Name FROM AssignedTo AS T1 JOIN Projects AS T2 ON T1.Project = T2.Code WHERE T2.Hours = (SELECT MIN(Hours) FROM Projects)
SELECT County, State FROM appellations
SELECT AVG(Price) FROM wine
SELECT Winery FROM wine JOIN appellations ON wine.Appelation = appellations.Appelation WHERE Year > 2008 AND appellations.Area != 'Central Coast'
SELECT T2.Name, SUM(T2.Number_of_Platforms) AS Total_Platforms, SUM(T2.Total_Passengers) AS Total_Passengers FROM train_station AS T1 JOIN station AS T2 ON T1.Station_ID = T2.Station_ID GROUP BY T2.Name
SELECT date_joined_staff FROM Staff WHERE first_name = 'Janessa' AND last_name = 'Sawayn'
SELECT T2.country, T2.state_province_county FROM Staff AS T1 JOIN Addresses AS T2 ON T1.staff_address_id = T2.address_id WHERE T1.first_name = 'Janessa' AND T1.last_name = 'Sawayn'
SELECT T1.city, COUNT(*) FROM Addresses AS T1 JOIN Staff AS T2 ON T1.address_id = T2.staff_address_id GROUP BY T1.city ORDER BY COUNT(*) DESC LIMIT 1
SELECT customer_status_code FROM Customers GROUP BY customer_status_code ORDER BY count(*) ASC LIMIT 1
SELECT COUNT(*) FROM Lessons WHERE customer_id = (SELECT customer_id FROM Customers WHERE first_name = 'Ryan' AND last_name = 'Goodwin')
SELECT SUM(amount_payment) FROM Customers AS T1 JOIN Customer_Payments AS T2 ON T1.customer_id = T2.customer_id WHERE T1.first_name = 'Carole' AND T1.last_name = 'Bernhard'
SELECT Fname, Lname FROM Faculty WHERE Rank = 'Instructor'
SELECT T1.rank , count(*) FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.facID = T2.facID GROUP BY T1.rank , T1.sex
SELECT count(*) FROM Activity
SELECT T1.fname, T1.lname, COUNT(T2.actid) FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.facid = T2.facid GROUP BY T1.facid
SELECT StuID FROM Student WHERE StuID IN (SELECT stuid FROM Participates_in WHERE actid IN (SELECT actid FROM Activity WHERE age < 20))
SELECT COUNT(*) FROM routes WHERE airline = 'American Airlines'
SELECT count(DISTINCT city) FROM airports WHERE city IN (SELECT DISTINCT city FROM airports GROUP BY city HAVING count(*) > 3)
SELECT city FROM airports GROUP BY city HAVING count(*) > 1
SELECT name FROM airlines WHERE alid = (SELECT alid FROM routes GROUP BY alid ORDER BY count(*) DESC LIMIT 1)
SELECT order_id FROM Shipments WHERE shipment_tracking_number = "3452"
SELECT customer_name FROM Customers WHERE customer_id IN (SELECT customer_id FROM Orders WHERE order_status = "Packing")
SELECT DISTINCT Customers.customer_name FROM Orders JOIN Customers ON Orders.customer_id = Customers.customer_id WHERE order_status = "On Road"
SELECT DISTINCT product_name FROM Products ORDER BY product_name ASC
SELECT customer_name FROM Customers WHERE customer_id IN (SELECT customer_id FROM Order_Items WHERE order_item_status = "Cancel" AND product_id = (SELECT product_id FROM Products WHERE product_name = "food"))
SELECT DISTINCT name FROM mill WHERE architect_id IN (SELECT id FROM bridge WHERE length_meters > 80)
SELECT type, COUNT(*) FROM mill GROUP BY type ORDER BY COUNT(*) DESC LIMIT 1
SELECT count(*) FROM book_club
SELECT DISTINCT Publisher FROM book_club WHERE Year = 1989 UNION SELECT DISTINCT Publisher FROM book_club WHERE Year = 1990
SELECT T1.Title FROM movie AS T1 JOIN culture_company AS T2 ON T1.movie_id = T2.movie_id WHERE T2.Incorporated_in = 'China'
