SELECT T2.name, department.num_employees FROM management AS T1 JOIN head AS T2 ON T1.head_id = T2.head_id JOIN department ON T1.department_ID = department.Department_ID WHERE T1.temporary_acting = 'Yes'
SELECT course_id FROM Student_Course_Registrations WHERE student_id = 121
SELECT student_id FROM Student_Course_Attendance WHERE course_id IN (SELECT course_id FROM Courses WHERE course_name = 'statistics') ORDER BY date_of_attendance
SELECT start_station_name, end_station_name FROM trip ORDER BY id ASC LIMIT 3
SELECT DISTINCT name FROM station JOIN status ON station.id = status.station_id WHERE status.bikes_available = 7
SELECT name, COUNT(*) FROM station GROUP BY city HAVING COUNT(*) >= 15
SELECT date FROM weather ORDER BY cloud_cover DESC LIMIT 5
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT Nominee FROM musical WHERE Award = "Tony Award" INTERSECT SELECT Nominee FROM musical WHERE Award = "Drama Desk Award"
SELECT CAST(SUM(followers) AS REAL) / COUNT(*) FROM user_profiles WHERE followers = 0
SELECT catalog_entry_name FROM Catalog_Contents WHERE catalog_entry_id IN (SELECT catalog_entry_id FROM Catalog_Contents_Additional_Attributes GROUP BY catalog_entry_id ORDER BY COUNT(*) DESC LIMIT 1)
SELECT AVG(price_in_euros) , MIN(price_in_euros) FROM Catalog_Contents
SELECT catalog_entry_name FROM Catalog_Contents WHERE length < 3 OR height > 5
SELECT name, salary FROM employee WHERE eid = 242518965
SELECT eid, name FROM employee ORDER BY salary DESC LIMIT 1
SELECT StuID FROM Student WHERE Age > 20
SELECT Advisor, COUNT(*) FROM Student GROUP BY Advisor
SELECT COUNT(*) FROM Student JOIN Has_Allergy ON Student.StuID = Has_Allergy.StuID WHERE Major = 600 AND Sex = 'F' AND Has_Allergy.Allergy IN ('Milk', 'Egg')
SELECT COUNT(*) FROM Student JOIN Has_Allergy ON Student.StuID = Has_Allergy.StuID WHERE Sex = 'F' AND Has_Allergy.Allergy IN ('Milk', 'Eggs')
SELECT count(*) FROM Has_Allergy
SELECT T2.state FROM invoices AS T1 JOIN customers AS T2 ON T1.customer_id = T2.id WHERE T2.country = 'US' GROUP BY T2.state ORDER BY COUNT(*) DESC LIMIT 1
SELECT T1.company FROM customers AS T1 JOIN invoices AS T2 ON T1.id = T2.customer_id WHERE T1.first_name = 'Eduardo' AND T1.last_name = 'Martins'
SELECT first_name, last_name FROM employees WHERE reports_to = 1 AND first_name = 'Nancy' AND last_name = 'Edwards'
SELECT COUNT(*) , city FROM employees WHERE title = 'IT Staff' GROUP BY city
SELECT first_name, last_name, COUNT(*) FROM employees GROUP BY first_name, last_name
SELECT genre_id, COUNT(*) FROM tracks GROUP BY genre_id
SELECT DISTINCT Theme FROM journal
SELECT T2.Name, journal.Theme FROM journal_committee AS T1 JOIN editor AS T2 ON T1.Editor_ID = T2.Editor_ID JOIN journal ON T1.Journal_ID = journal.Journal_ID
SELECT customer_first_name, customer_last_name, customer_phone FROM Customers WHERE customer_last_name = '162'
SELECT count(DISTINCT transaction_type) FROM Financial_Transactions
SELECT count(*) FROM track
SELECT Name, Location FROM track
SELECT Name, Location FROM track
SELECT DISTINCT Class FROM race
SELECT Name FROM track WHERE Track_ID NOT IN (SELECT Track_ID FROM race)
SELECT Name FROM Genre
SELECT Name FROM Artist WHERE ArtistId = (SELECT ArtistId FROM Album WHERE Title = "Balls to the Wall")
SELECT Name FROM Artist JOIN Album ON Artist.ArtistId = Album.ArtistId ORDER BY Album.AlbumId DESC LIMIT 1
SELECT MAX(Milliseconds) , MIN(Milliseconds) FROM Track
SELECT Customer_Phone FROM Available_Policies WHERE policy_type_code = "Life Insurance"
SELECT name FROM enzyme WHERE product != 'Heme'
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
SELECT booking_start_date, booking_end_date FROM Apartment_Bookings JOIN Apartments ON Apartment_Bookings.apt_id = Apartments.apt_id WHERE Apartments.bedroom_count > 2
SELECT apt_type_code FROM Apartments GROUP BY apt_type_code ORDER BY AVG(room_count) DESC LIMIT 3
SELECT Attendance FROM performance WHERE LOCATION = "TD Garden" OR LOCATION = "Bell Centre"
SELECT count(DISTINCT title) FROM course WHERE dept_name = 'Physics'
SELECT dept_name FROM department WHERE budget > (SELECT avg(budget) FROM department)
SELECT dept_name, COUNT(*) FROM student GROUP BY dept_name
SELECT dept_name FROM department WHERE budget = (SELECT budget FROM instructor GROUP BY dept_name ORDER BY avg(salary) DESC LIMIT 1)
SELECT name FROM instructor WHERE salary > (SELECT salary FROM instructor WHERE dept_name = 'Biology')
SELECT T1.Customer_Details FROM Claims_Headers AS T1 JOIN Claim_Headers AS T2 ON T1.Claim_Header_ID = T2.Claim_Header_ID WHERE T1.Amount_Claimed = (SELECT MAX(Amount_Claimed) FROM Claims_Headers)
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
SELECT COUNT(Event_ID) FROM Events WHERE Event_Details LIKE '%Dr%'
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
SELECT Reviewer.name, m.title, r.stars FROM Rating r JOIN Movie m ON r.mID = m.mID JOIN Reviewer ON r.rID = Reviewer.rID WHERE Reviewer.name = m.director
SELECT Reviewer.name, T1.title FROM Movie AS T1 JOIN Rating AS T2 ON T1.mID = T2.mID JOIN Reviewer ON T2.rID = Reviewer.rID
SELECT title, AVG(Rating.stars) FROM Movie JOIN Rating ON Movie.mID = Rating.mID GROUP BY title ORDER BY AVG(Rating.stars) LIMIT 1
SELECT Name FROM city WHERE County_ID = (SELECT County_ID FROM county_public_safety ORDER BY Police_officers DESC LIMIT 1)
SELECT Name FROM city WHERE County_ID = (SELECT County_ID FROM county_public_safety ORDER BY Police_officers DESC LIMIT 1)
SELECT Name FROM county_public_safety WHERE County_ID NOT IN (SELECT County_ID FROM city)
SELECT FirstName, LastName FROM Reservations WHERE Rate > (SELECT BasePrice FROM Rooms)
SELECT bedType, COUNT(*) FROM Rooms GROUP BY bedType
SELECT roomName FROM Rooms WHERE basePrice > (SELECT avg(basePrice) FROM Rooms)
SELECT LOCATION FROM party ORDER BY Number_of_hosts DESC LIMIT 1
SELECT Party_Theme, Name FROM party
SELECT Name FROM storm WHERE Storm_ID NOT IN (SELECT Storm_ID FROM affected_region)
SELECT avg(Population) FROM county
SELECT AVG(Population) FROM county
SELECT DISTINCT District FROM election
SELECT Delegate FROM election WHERE Counties_Represented IN (SELECT Counties_Represented FROM county WHERE Population < 100000)
SELECT county.County_name FROM election AS T1 JOIN party AS T2 ON T1.Party = T2.Party_ID JOIN county ON T1.District = county.County_Id WHERE T1.Committee = "Appropriations"
SELECT AVG(Age), AVG(Years_working) FROM journalist
SELECT T2.title FROM Authorship AS T1 JOIN Papers AS T2 ON T1.paperID = T2.paperID JOIN Inst AS T3 ON T1.instID = T3.instID WHERE T3.name = "Indiana University"
SELECT lname FROM Authors WHERE authID IN (SELECT authID FROM Authorship GROUP BY authID ORDER BY count(*) DESC LIMIT 1)
SELECT title FROM Papers ORDER BY paperID DESC LIMIT 1
SELECT T1.title , T1.film_id FROM film AS T1 JOIN inventory AS T2 ON T1.film_id = T2.film_id WHERE T1.rental_rate = 0.99 AND T2.inventory_id < 3
SELECT count(*) FROM city WHERE country_id = 87
SELECT count(*) FROM customer WHERE active = 1
SELECT title, id, description FROM film ORDER BY COUNT(actor_id) DESC LIMIT 1
SELECT store_id FROM inventory GROUP BY store_id ORDER BY count(*) DESC LIMIT 1
SELECT bname FROM bank GROUP BY bname ORDER BY count(*) DESC LIMIT 1
SELECT bname, SUM(loan.amount) FROM bank JOIN loan ON bank.branch_ID = loan.branch_ID GROUP BY bname
SELECT name, time FROM train WHERE id IN (SELECT id FROM station WHERE local_authority = 'Chiltern')
SELECT id, local_authority FROM station JOIN weekly_weather ON station.id = weekly_weather.station_id WHERE weekly_weather.high_temperature = (SELECT weekly_weather.high_temperature FROM station JOIN weekly_weather ON station.id = weekly_weather.station_id ORDER BY weekly_weather.high_temperature DESC LIMIT 1)
SELECT school_code, COUNT(DISTINCT dept_address) FROM DEPARTMENT GROUP BY school_code
SELECT school_code, COUNT(DISTINCT dept_code) FROM DEPARTMENT GROUP BY school_code HAVING count(DISTINCT dept_code) < 5
SELECT dept_code, COUNT(*) FROM STUDENT GROUP BY dept_code
SELECT T2.dept_code, SUM(T2.stu_hrs) FROM ENROLL AS T1 JOIN STUDENT AS T2 ON T1.stu_num = T2.stu_num GROUP BY T2.dept_code
SELECT T2.emp_lname, T2.emp_dob FROM PROFESSOR AS T1 JOIN EMPLOYEE AS T2 ON T1.emp_num = T2.emp_num WHERE T1.prof_office = 'DRE 102'
SELECT T1.stu_fname FROM STUDENT AS T1 JOIN ENROLL AS T2 ON T1.stu_num = T2.stu_num WHERE T2.class_code = '1' GROUP BY T1.stu_fname HAVING count(*) = 1
SELECT name FROM club WHERE Club_ID NOT IN (SELECT Club_ID FROM player)
SELECT T2.DEPARTMENT_ID FROM employees AS T1 JOIN job_history AS T2 ON T1.employee_id = T2.employee_id GROUP BY T2.department_id HAVING COUNT(T1.employee_id) > 10
SELECT employee_id FROM employees WHERE employee_id IN (SELECT employee_id FROM job_history GROUP BY employee_id HAVING count(*) > 2)
SELECT FIRST_NAME, LAST_NAME, HIRE_DATE FROM employees WHERE DEPARTMENT_ID IN (SELECT DEPARTMENT_ID FROM employees WHERE FIRST_NAME = 'Clara')
SELECT employee_id, first_name, last_name FROM employees WHERE department_id IN (SELECT department_id FROM departments WHERE first_name LIKE '%T')
SELECT DISTINCT song_name FROM song WHERE resolution > (SELECT resolution FROM song WHERE languages = 'English')
SELECT languages FROM song GROUP BY languages ORDER BY count(*) DESC LIMIT 1
SELECT name FROM camera_lens WHERE id IN (SELECT camera_lens_id FROM photos GROUP BY camera_lens_id ORDER BY count(*) DESC LIMIT 1)
SELECT COUNT(id) FROM camera_lens WHERE id NOT IN (SELECT id FROM photos)
SELECT Name FROM program ORDER BY Launch DESC LIMIT 1
SELECT Owner, SUM(Rating_in_percent) FROM channel GROUP BY Owner
SELECT count(*) FROM Student_Tests_Taken WHERE test_result = "Fail"
SELECT login_name FROM Course_Authors_and_Tutors WHERE author_id IN (SELECT author_id FROM Student_Course_Enrolment) OR author_id IN (SELECT author_id FROM Students)
SELECT T2.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Stay = 111
SELECT Name FROM Patient JOIN Undergoes ON Patient.SSN = Undergoes.Patient ORDER BY Undergoes.DateUndergoes DESC LIMIT 1
SELECT T2.Name FROM Prescribes AS T1 INNER JOIN Medication AS T2 ON T1.Medication = T2.Code ORDER BY T1.Dose DESC LIMIT 1
SELECT Name FROM Department WHERE Head IN (SELECT Physician.EmployeeID FROM Affiliated_With JOIN Physician ON Affiliated_With.Physician = Physician.EmployeeID)
SELECT count(*) FROM ship
SELECT Name FROM ship ORDER BY Tonnage ASC
SELECT Type, Nationality FROM ship
SELECT Name FROM ship WHERE Ship_ID IN (SELECT Ship_ID FROM mission WHERE Launched_Year > 1928)
SELECT Classroom FROM list WHERE Grade = 4
SELECT FirstName, LastName FROM list WHERE Classroom = 101 AND LastName != 'OTHA MOYER'
SELECT grade, COUNT(classroom), SUM(grade) FROM list GROUP BY grade
SELECT Headquarters FROM company GROUP BY Headquarters HAVING count(*) >= 2
SELECT T2.Title, T1.Type FROM film_market_estimation AS T1 JOIN film AS T2 ON T1.Film_ID = T2.Film_ID
SELECT Year FROM film_market_estimation WHERE Market_ID = (SELECT Market_ID FROM market WHERE Country = 'Japan') ORDER BY Year DESC
SELECT Location_Code FROM Document_Locations WHERE DOCUMENT_ID = (SELECT DOCUMENT_ID FROM All_Documents WHERE DOCUMENT_NAME = "Robin CV")
SELECT LOCATION_Code FROM Document_Locations GROUP BY LOCATION_Code HAVING count(*) >= 3
SELECT Fname FROM Student
SELECT count(*) FROM Member_of_club WHERE ClubID = (SELECT ClubID FROM Club WHERE ClubName = "Tennis Club")
SELECT ClubLocation FROM Club WHERE ClubName = "Tennis Club"
SELECT grant_start_date FROM Grants JOIN Documents ON Grants.grant_id = Documents.grant_id WHERE Documents.document_type_code IN ('Regular', 'Initial Application')
SELECT Organisation_Types.organisation_type_description FROM Organisations JOIN Organisation_Types ON Organisations.organisation_type = Organisation_Types.organisation_type WHERE organisation_details = 'quo'
SELECT role_code FROM Project_Staff WHERE date_from BETWEEN '2003-04-19 15:06:20' AND '2016-03-15 00:33:18'
SELECT COUNT(name) FROM Person WHERE age > (SELECT age FROM Person WHERE job = 'engineer')
SELECT name FROM PersonFriend WHERE name = 'Alice'
SELECT name FROM Person WHERE name IN (SELECT friend FROM PersonFriend WHERE name = 'Alice' ORDER BY year ASC LIMIT 1)
SELECT user_name, password FROM Users GROUP BY role_code ORDER BY count(*) DESC LIMIT 1
SELECT AVG(access_count) FROM Documents JOIN Document_Functional_Areas ON Documents.document_code = Document_Functional_Areas.document_code WHERE Document_Functional_Areas.functional_area_code = "Acknowledgement"
SELECT count(*) FROM Companies
SELECT max(Sales_billion) , min(Sales_billion) FROM Companies WHERE Industry != "Banking"
SELECT count(DISTINCT Industry) FROM Companies
SELECT Industry FROM Companies WHERE Headquarters = "USA" INTERSECT SELECT Industry FROM Companies WHERE Headquarters = "China"
SELECT count(*) FROM Companies WHERE Industry IN ('Banking', 'Conglomerate')
SELECT Product_Type_Code FROM Products GROUP BY Product_Type_Code ORDER BY count(*) DESC LIMIT 1
SELECT DISTINCT T1.Festival_ID, T1.Festival_Name FROM festival_detail AS T1 JOIN nomination AS T2 ON T1.Festival_ID = T2.Festival_ID GROUP BY T1.Festival_ID HAVING COUNT(*) >= 2
SELECT premises_type, premise_details FROM Premises
SELECT Building FROM Faculty GROUP BY Building ORDER BY count(*) DESC LIMIT 1
SELECT T1.DName, T1.Room FROM Department AS T1 JOIN Course AS T2 ON T1.DNO = T2.DNO WHERE T2.CName = 'INTRODUCTION TO COMPUTER SCIENCE'
SELECT product_type_code, MAX(product_price), MIN(product_price) FROM Products
SELECT customer_name, customer_id FROM Customers WHERE customer_address LIKE '%TN%'
SELECT supplier_name, supplier_phone FROM Suppliers ORDER BY supplier_name
SELECT count(*) FROM aircraft
SELECT Name FROM pilot ORDER BY Name ASC
SELECT Name FROM pilot WHERE Age > 30 ORDER BY Name DESC
SELECT DISTINCT service_type_code FROM Services WHERE organization_id IN (SELECT organization_id FROM Organizations WHERE organization_details = 'Denesik and Sons Party')
SELECT T1.Team FROM player AS T1 JOIN school AS T2 ON T1.School_ID = T2.School_ID ORDER BY T1.Age ASC LIMIT 1
SELECT District_name, City_Population FROM district WHERE City_Population BETWEEN 200000 AND 2000000
SELECT District_name FROM district ORDER BY City_Population DESC LIMIT 1
SELECT avg(pages_per_minute_color) FROM product
SELECT product FROM product WHERE dpi = 4 AND pages_per_minute_color < 5
SELECT pName FROM Player WHERE yCard = 'yes' ORDER BY HS DESC
SELECT DISTINCT cName FROM Tryout
SELECT pPos FROM Tryout GROUP BY pPos ORDER BY count(*) DESC LIMIT 1
SELECT College.cName FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('goalie', 'mid')
SELECT state FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('goalie', 'mid')
SELECT count(DISTINCT state) FROM College WHERE enr IN (SELECT enr FROM Player JOIN Tryout ON Player.pID = Tryout.pID WHERE Tryout.pPos = 'mid' AND Tryout.pPos != 'goalie')
SELECT Shop_Name FROM shop ORDER BY Open_Year ASC
SELECT count(DISTINCT Software_Platform) FROM device
SELECT Planned_Delivery_Date, Actual_Delivery_Date FROM Bookings
SELECT Store_Name FROM Drama_Workshop_Groups
SELECT DISTINCT Product_Name FROM Products WHERE Product_Price > (SELECT AVG(Product_Price) FROM Products)
SELECT Customer_Phone FROM Performers WHERE Customer_Name = "Ashley"
SELECT Status_Code FROM Bookings GROUP BY Status_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT DISTINCT StagePosition FROM Performance WHERE Bandmate IN (SELECT Id FROM Band WHERE Firstname = "Solveig")
SELECT Title FROM Songs WHERE Title IN (SELECT Title FROM Albums WHERE Label = "Heilo")
SELECT Songs.Title FROM Performance AS T1 JOIN Vocals AS T2 ON T1.SongId = T2.SongId JOIN Songs ON T1.SongId = Songs.SongId GROUP BY T1.SongId ORDER BY COUNT(T2.Type) DESC LIMIT 1
SELECT T1.Firstname FROM Band AS T1 JOIN Performance AS T2 ON T1.Id = T2.Bandmate WHERE T2.StagePosition = 'Most'
SELECT COUNT(Code) FROM Manufacturers WHERE Headquarter IN ('Tokyo', 'Beijing')
SELECT Name FROM Manufacturers WHERE Revenue BETWEEN 100 AND 150
SELECT Name, Headquarter, Founder FROM Manufacturers ORDER BY Revenue DESC LIMIT 1
SELECT M.Name, AVG(P.Price) FROM Manufacturers M JOIN Products P ON M.Code = P.Manufacturer GROUP BY M.Name
SELECT Manufacturers.Name, Products.Price FROM Manufacturers JOIN Products ON Manufacturers.Code = Products.Manufacturer ORDER BY Products.Price DESC LIMIT 1
SELECT problem_id FROM Problems WHERE product_id = (SELECT product_id FROM Product WHERE product_name = "voluptatem") AND date_problem_reported > '1995-05-14'
SELECT City, COUNT(Branch_ID) FROM branch WHERE Open_year < '2010' GROUP BY City
SELECT DISTINCT Fname FROM Student WHERE Class_President_Vote = (SELECT StuID FROM Voting_record WHERE Registration_Date = (SELECT Registration_Date FROM Voting_record WHERE Election_Cycle = 'Spring'))
SELECT Fname, Lname FROM Student WHERE Sex = 'F' AND President_Vote = 1
SELECT Major FROM Student GROUP BY Major HAVING count(*) < 3
SELECT product_id, Ref_Colors.color_description FROM Products JOIN Ref_Colors ON Products.color_code = Ref_Colors.color_code WHERE product_id IN (SELECT product_id FROM Product_Characteristics GROUP BY product_id HAVING count(*) >= 2)
SELECT p.product_name FROM Products p JOIN Product_Characteristics pc ON p.product_id = pc.product_id JOIN Characteristics ch ON pc.characteristic_id = ch.characteristic_id WHERE pc.product_characteristic_value = 'fast' AND ch.characteristic_data_type = 'color'
SELECT name FROM stadium ORDER BY capacity DESC LIMIT 1
SELECT country, COUNT(*) FROM stadium GROUP BY country
SELECT max(Level) FROM manager WHERE Country != "Australia"
SELECT customer_name, customer_phone FROM Customers WHERE customer_address IS NULL
SELECT Products.product_name, SUM(order_quantity) AS total_order_quantity FROM Order_Items JOIN Products ON Order_Items.product_id = Products.product_id GROUP BY Products.product_name
SELECT min(product_price), max(product_price), avg(product_price) FROM Products
SELECT dorm_name FROM Dorm WHERE student_capacity > 300
SELECT Fname FROM Student WHERE Age BETWEEN 20 AND 25 AND city_code = 'PHL'
SELECT count(DISTINCT gender) FROM Dorm
SELECT dorm_name, gender FROM Dorm WHERE student_capacity BETWEEN 300 AND 100
SELECT amenity_name FROM Dorm_amenity GROUP BY amenity_name ORDER BY count(*) DESC LIMIT 1
SELECT first_name FROM Staff WHERE staff_id IN (SELECT staff_id FROM Complaints GROUP BY staff_id ORDER BY count(*) DESC LIMIT 5)
SELECT Author FROM submission ORDER BY Scores DESC LIMIT 1
SELECT Author, Acceptance.Result FROM submission JOIN Acceptance ON submission.Submission_ID = Acceptance.Submission_ID
SELECT lot_details, investor_id FROM Lots
SELECT AVG(amount_of_transaction) FROM Transactions ORDER BY AVG(amount_of_transaction)
SELECT COUNT(transaction_id) FROM Transactions WHERE transaction_type_code = "SALE" GROUP BY investor_id
SELECT investor_id, COUNT(*) FROM Transactions GROUP BY investor_id
SELECT lot_details FROM Lots WHERE lot_id NOT IN (SELECT lot_id FROM Transactions)
SELECT Ref_Hotel_Star_Ratings.star_rating_description FROM Hotels JOIN Ref_Hotel_Star_Ratings ON Hotels.star_rating_code = Ref_Hotel_Star_Ratings.star_rating_code WHERE price_range > 10000
SELECT Name FROM Tourist_Attractions JOIN Locations ON Tourist_Attractions.Location_ID = Locations.Location_ID WHERE How_to_Get_There = 'walk' OR Locations.Address = '660 Shea Crescent'
SELECT GName FROM Video_Games WHERE GType = 'Collectible card game'
SELECT StuID FROM Student WHERE Advisor = 1121
SELECT Student.Fname, Age FROM SportsInfo JOIN Student ON SportsInfo.StuID = Student.StuID WHERE SportName = 'Football' INTERSECT SELECT Student.Fname, Age FROM SportsInfo JOIN Student ON SportsInfo.StuID = Student.StuID WHERE SportName = 'Lacrosse'
SELECT customer_name FROM Customers WHERE customer_name LIKE "%Alex%"
SELECT T3.address_content FROM Customers AS T1 JOIN Customer_Addresses AS T2 ON T1.customer_id = T2.customer_id JOIN Addresses AS T3 ON T2.address_id = T3.address_id WHERE T1.customer_name = "Maudie Kertzmann"
SELECT DISTINCT city FROM Addresses
SELECT city FROM Addresses WHERE zip_postcode = 255
SELECT Famous_Title FROM artist WHERE Artist = "Triumfall"
SELECT Issue_Date FROM volume WHERE Artist_ID = (SELECT Artist_ID FROM artist WHERE Artist = 'Gorgoroth')
SELECT Name FROM captain ORDER BY age DESC
SELECT T1.City FROM city AS T1 JOIN temperature AS T2 ON T1.City_ID = T2.City_ID WHERE T2.Jan > (SELECT MAX(Jan) FROM temperature)
SELECT Venue FROM match ORDER BY Date DESC
SELECT GDP FROM city ORDER BY Regional_Population DESC LIMIT 1
SELECT count(DISTINCT payment_method_code) FROM Parties
SELECT country, COUNT(*) FROM airport GROUP BY country
SELECT Name FROM Scientists WHERE SSN NOT IN (SELECT Scientist FROM AssignedTo WHERE Project = (SELECT Code FROM Projects ORDER BY Hours DESC LIMIT 1))
SELECT T2.Name FROM AssignedTo AS T1 JOIN Projects AS T2 ON T1.Project = T2.Code WHERE T2.Hours = (SELECT MIN(Hours) FROM Projects)
SELECT Area, County FROM appellations
SELECT AVG(Price) FROM wine
SELECT wine.Appelation FROM wine JOIN appellations ON wine.Appelation = appellations.Appelation WHERE Year > 2008 AND appellations.Area != 'Central Coast'
SELECT LOCATION, Total_Passengers, Number_of_Platforms FROM station
SELECT date_joined_staff FROM Staff WHERE first_name = 'Janessa' AND last_name = 'Sawayn'
SELECT Addresses.country, state_province_county FROM Staff JOIN Addresses ON Staff.staff_address_id = Addresses.address_id WHERE first_name = 'Janessa' AND last_name = 'Sawayn'
SELECT T1.city, COUNT(*) FROM Addresses AS T1 JOIN Staff AS T2 ON T1.address_id = T2.staff_address_id GROUP BY T1.city ORDER BY COUNT(*) DESC LIMIT 1
SELECT customer_status_code FROM Customers GROUP BY customer_status_code ORDER BY count(*) ASC LIMIT 1
SELECT COUNT(*) FROM Lessons WHERE customer_id = (SELECT customer_id FROM Customers WHERE first_name = 'Ryan' AND last_name = 'Goodwin')
SELECT SUM(amount_payment) FROM Customer_Payments WHERE customer_id IN (SELECT customer_id FROM Customers WHERE first_name = 'Carole' AND last_name = 'Bernhard')
SELECT Fname, Lname FROM Faculty WHERE Rank = 'Instructor'
SELECT rank , sex , count(*) FROM Faculty GROUP BY rank , sex
SELECT count(*) FROM Activity
SELECT T1.fname, T1.lname, COUNT(*) FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.facid = T2.facid GROUP BY T1.facid
SELECT StuID FROM Student WHERE StuID IN (SELECT stuid FROM Participates_in WHERE actid IN (SELECT actid FROM Activity WHERE age < 20))
SELECT count(*) FROM routes WHERE airline = 'American Airlines'
SELECT count(DISTINCT city) FROM airports WHERE apid IN (SELECT apid FROM airports GROUP BY apid HAVING count(*) > 3)
SELECT city FROM airports GROUP BY city HAVING count(*) > 1
SELECT name FROM airlines WHERE alid = (SELECT alid FROM routes GROUP BY alid ORDER BY count(*) DESC LIMIT 1)
SELECT order_id FROM Shipments WHERE shipment_tracking_number = "3452"
SELECT customer_name FROM Customers WHERE customer_id IN (SELECT customer_id FROM Orders WHERE order_status = "Packing")
SELECT DISTINCT Customers.customer_details FROM Orders JOIN Customers ON Orders.customer_id = Customers.customer_id WHERE order_status = "On Road"
SELECT DISTINCT product_name FROM Products ORDER BY product_name ASC
SELECT customer_name FROM Customers WHERE customer_id IN (SELECT customer_id FROM Order_Items WHERE order_item_status = "Cancel" AND product_id = (SELECT product_id FROM Products WHERE product_name = "food"))
SELECT DISTINCT name FROM mill WHERE architect_id IN (SELECT id FROM bridge WHERE length_meters > 80)
SELECT type, COUNT(*) FROM mill GROUP BY type ORDER BY COUNT(*) DESC LIMIT 1
SELECT count(*) FROM book_club
SELECT DISTINCT Publisher FROM book_club WHERE Year = 1989 UNION SELECT DISTINCT Publisher FROM book_club WHERE Year = 1990
SELECT T1.Title, book_club.Book_Title FROM movie AS T1 JOIN culture_company AS T2 ON T1.movie_id = T2.movie_id JOIN book_club ON T2.book_club_id = book_club.book_club_id WHERE T2.Incorporated_in = 'China'
