SELECT name, num_employees FROM department WHERE department_id IN (SELECT department_id FROM management WHERE temporary_acting = 'Yes')
SELECT course_id FROM Student_Course_Registrations WHERE student_id = 121
SELECT student_id FROM Student_Course_Attendance WHERE course_id IN (SELECT course_id FROM Courses WHERE course_name = 'statistics') ORDER BY date_of_attendance
SELECT start_station_name, end_station_name FROM trip ORDER BY id ASC LIMIT 3
SELECT DISTINCT T1.name FROM station AS T1 JOIN status AS T2 ON T1.id = T2.station_id WHERE T2.bikes_available = 7
SELECT name, COUNT(*) FROM station GROUP BY city HAVING COUNT(*) >= 15
SELECT date FROM weather ORDER BY cloud_cover DESC LIMIT 5
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT Nominee FROM musical WHERE Award IN ('Tony Award', 'Drama Desk Award')
SELECT CAST(SUM(followers) AS REAL) / COUNT(*) FROM user_profiles WHERE followers = 0
SELECT catalog_entry_name FROM Catalog_Contents WHERE catalog_entry_id IN (SELECT catalog_entry_id FROM Catalog_Contents_Additional_Attributes GROUP BY catalog_entry_id ORDER BY COUNT(*) DESC LIMIT 1)
SELECT AVG(price_in_euros) , MIN(price_in_euros) FROM Catalog_Contents
SELECT catalog_entry_name FROM Catalog_Contents WHERE length < 3 OR height > 5
SELECT name, salary FROM employee WHERE eid = 242518965
SELECT eid, name FROM employee ORDER BY salary DESC LIMIT 1
SELECT StuID FROM Student WHERE Age > 20
SELECT advisor, COUNT(*) FROM Student GROUP BY advisor
SELECT COUNT(*) FROM Student WHERE Advisor = 1121 OR Advisor = 7712 AND Major = 600
SELECT count(*) FROM Student AS T1 JOIN Has_Allergy AS T2 ON T1.StuID = T2.StuID JOIN Allergy_Type AS T3 ON T2.Allergy = T3.Allergy WHERE T1.Sex = 'F' AND T3.Allergy IN ('Milk', 'Egg')
SELECT count(*) FROM Has_Allergy
SELECT state FROM customers GROUP BY state ORDER BY count(*) DESC LIMIT 1
SELECT T1.company FROM customers AS T1 JOIN invoices AS T2 ON T1.id = T2.customer_id WHERE T1.first_name = 'Eduardo' AND T1.last_name = 'Martins'
SELECT first_name, last_name FROM employees WHERE reports_to = 1
SELECT T1.city, COUNT(T2.id) FROM employees AS T1 JOIN employees AS T2 ON T1.reports_to = T2.id WHERE T1.title = 'IT Staff' GROUP BY T1.city
SELECT first_name, last_name, COUNT(*) FROM employees GROUP BY first_name, last_name
SELECT genre_id, COUNT(*) FROM tracks GROUP BY genre_id
SELECT DISTINCT Theme FROM journal
SELECT editor.Name, journal.Theme FROM journal_committee JOIN journal ON journal_committee.Journal_ID = journal.Journal_ID JOIN editor ON journal_committee.Editor_ID = editor.Editor_ID
SELECT T1.customer_first_name, T1.customer_last_name, T1.customer_phone FROM Customers AS T1 JOIN Accounts AS T2 ON T1.customer_id = T2.customer_id WHERE T2.account_name = '162'
SELECT count(DISTINCT transaction_type) FROM Financial_Transactions
SELECT count(*) FROM track
SELECT Name, Location FROM track
SELECT Name, Location FROM track
SELECT DISTINCT Class FROM race
SELECT Name FROM track WHERE Track_ID NOT IN (SELECT Track_ID FROM race)
SELECT Name FROM Genre
SELECT Name FROM Artist WHERE ArtistId = (SELECT ArtistId FROM Album WHERE Title = "Balls to the Wall")
SELECT Name FROM Artist ORDER BY COUNT(*) DESC LIMIT 1
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
SELECT booking_start_date, booking_end_date FROM Apartment_Bookings WHERE apt_id IN (SELECT apt_id FROM Apartments WHERE bedroom_count > 2)
SELECT apt_type_code FROM Apartments GROUP BY apt_type_code ORDER BY AVG(room_count) DESC LIMIT 3
SELECT Attendance FROM performance WHERE LOCATION = "TD Garden" OR LOCATION = "Bell Centre"
SELECT count(DISTINCT title) FROM course WHERE dept_name = 'Physics'
SELECT dept_name FROM department WHERE budget > (SELECT avg(budget) FROM department)
SELECT dept_name, COUNT(*) FROM student GROUP BY dept_name
SELECT dept_name FROM department WHERE budget = (SELECT MAX(budget) FROM department)
SELECT name FROM instructor WHERE salary > (SELECT salary FROM instructor WHERE dept_name = 'Biology')
SELECT T1.Customer_Details FROM Claims_Headers AS T1 JOIN Claim_Headers AS T2 ON T1.Claim_Header_ID = T2.Claim_Header_ID WHERE T1.Amount_Claimed = (SELECT MAX(Amount_Claimed) FROM Claims_Headers)
SELECT Customer_Details FROM Customers WHERE Customer_Details LIKE "%Diana%"
SELECT count(DISTINCT Claim_Outcome_Code) FROM Claims_Processing
SELECT T1.customer_first_name, T1.customer_last_name FROM Customers AS T1 JOIN Accounts AS T2 ON T1.customer_id = T2.customer_id WHERE T2.account_name = '900'
SELECT count(*) , customer_id FROM Accounts GROUP BY customer_id
SELECT count(*) FROM Customers
SELECT count(*) , account_id FROM Financial_Transactions GROUP BY account_id
SELECT count(*) FROM Invoices
SELECT Country, COUNT(*) FROM people GROUP BY Country
SELECT Theme, Year FROM exhibition ORDER BY Ticket_Price DESC
SELECT Theme, Date, Attendance FROM exhibition WHERE Year = 2004
SELECT i_id FROM item WHERE title = "orange"
SELECT Total_Points FROM gymnast ORDER BY Total_Points DESC
SELECT SUM(S.balance) FROM SAVINGS AS S WHERE S.custid NOT IN (SELECT custid FROM ACCOUNTS WHERE name = 'Brown')
SELECT name, balance FROM CHECKING WHERE custid = (SELECT custid FROM SAVINGS ORDER BY balance ASC LIMIT 1)
SELECT A.name, SUM(S.balance) as total_saving_balance FROM ACCOUNTS A JOIN SAVINGS S ON A.custid = S.custid GROUP BY A.name
SELECT name FROM ACCOUNTS WHERE balance > (SELECT balance FROM SAVINGS)
SELECT A.name, SUM(C.balance) FROM ACCOUNTS A JOIN SAVINGS S ON A.custid = S.custid JOIN CHECKING C ON A.custid = C.custid WHERE S.balance < C.balance
SELECT id, market_share FROM browser WHERE name = 'Safari'
SELECT LOCATION FROM cinema WHERE capacity > 300 GROUP BY LOCATION HAVING COUNT(*) >= 2
SELECT count(DISTINCT product_type_code) FROM Products_for_Hire
SELECT DISTINCT Carrier FROM phone WHERE Memory_in_G > 32
SELECT Company, Main_Industry FROM company WHERE Headquarters != 'USA'
SELECT DISTINCT Main_Industry FROM company
SELECT headquarters FROM company WHERE Main_Industry = 'Banking' GROUP BY headquarters HAVING count(*) >= 2
SELECT Member_Name FROM member WHERE Member_ID IN (SELECT Member_ID FROM party WHERE Party_ID = 3) INTERSECT SELECT Member_Name FROM member WHERE Member_ID IN (SELECT Member_ID FROM party WHERE Party_ID = 1)
SELECT Member_Name FROM member WHERE Party_ID NOT IN (SELECT Party_ID FROM party WHERE Party_name = 'Progress Party')
SELECT count(*) FROM party_events
SELECT Fname, Lname FROM employee WHERE Salary > 30000
SELECT Service_Type_Code FROM Services ORDER BY Service_Type_Code ASC
SELECT Service_ID, Event_Details FROM Events
SELECT COUNT(Event_ID) FROM Events WHERE Participant_Details LIKE '%Dr%'
SELECT Service_ID, Service_Type_Code FROM Services GROUP BY Service_ID ORDER BY count(*) ASC LIMIT 1
SELECT count(*) FROM technician
SELECT Company, Investor FROM entrepreneur
SELECT Name FROM people ORDER BY Weight ASC
