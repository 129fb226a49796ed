SELECT Name, Num_Employees FROM department WHERE Department_ID IN (SELECT department_ID FROM management WHERE temporary_acting = 'Yes')
SELECT course_id FROM Student_Course_Registrations WHERE student_id = 121
SELECT student_id FROM Student_Course_Attendance ORDER BY date_of_attendance
SELECT start_station_name, end_station_name FROM trip ORDER BY id DESC LIMIT 3
SELECT DISTINCT name FROM station WHERE bikes_available = 7
SELECT name, COUNT(*) FROM station GROUP BY city HAVING COUNT(*) >= 15
SELECT date, cloud_cover FROM weather ORDER BY cloud_cover DESC LIMIT 5
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT Nominee FROM musical WHERE Award IN ('Tony Award', 'Drama Desk Award')
SELECT avg(followers) FROM user_profiles WHERE uid NOT IN (SELECT uid FROM tweets)
SELECT T1.catalog_entry_name FROM Catalog_Contents AS T1 JOIN Catalog_Contents_Additional_Attributes AS T2 ON T1.catalog_entry_id = T2.catalog_entry_id GROUP BY T1.catalog_entry_id ORDER BY count(*) DESC LIMIT 1
SELECT AVG(price_in_euros) FROM Catalog_Contents
SELECT product_stock_number FROM Catalog_Contents WHERE length < 3 OR height > 5
SELECT name, salary FROM employee WHERE eid = 242518965
SELECT eid, name FROM employee ORDER BY salary DESC LIMIT 1
SELECT StuID FROM Student WHERE Age > 20
SELECT Advisor, COUNT(*) FROM Student GROUP BY Advisor
SELECT COUNT(*) FROM Student WHERE Major = 1 AND Advisor = 1 AND StuID IN (SELECT StuID FROM Has_Allergy WHERE Allergy = 'Milk' OR Allergy = 'Egg')
SELECT COUNT(*) FROM Has_Allergy WHERE StuID IN (SELECT StuID FROM Student WHERE Sex = 'F' AND (Allergy = 'Milk' OR Allergy = 'Eggs'))
SELECT COUNT(*) FROM Has_Allergy
SELECT T2.state FROM invoices AS T1 JOIN customers AS T2 ON T1.customer_id = T2.id WHERE T2.country = 'US' GROUP BY T2.state ORDER BY count(*) DESC LIMIT 1
SELECT T1.company FROM customers AS T1 JOIN invoices AS T2 ON T1.id = T2.customer_id WHERE T1.first_name = 'Eduardo' AND T1.last_name = 'Martins'
SELECT e.first_name, e.last_name FROM employees e JOIN employees r ON e.id = r.reports_to WHERE r.first_name = 'Nancy' AND r.last_name = 'Edwards'
SELECT COUNT(*) , city FROM employees WHERE title = 'IT' GROUP BY city
SELECT first_name, last_name, COUNT(*) FROM employees GROUP BY first_name, last_name
SELECT genre_id, COUNT(*) FROM tracks GROUP BY genre_id
SELECT DISTINCT Theme FROM journal
SELECT T1.Name, T2.Theme FROM journal_committee AS T1 JOIN editor AS T2 ON T1.Editor_ID = T2.Editor_ID
SELECT T1.customer_first_name, T1.customer_last_name, T1.customer_phone FROM Customers AS T1 JOIN Accounts AS T2 ON T1.customer_id = T2.customer_id WHERE T2.account_name = '162'
SELECT count(DISTINCT transaction_type) FROM Financial_Transactions
SELECT count(*) FROM track
SELECT Name, Location FROM track
SELECT Name, Location FROM track
SELECT DISTINCT Class FROM race
SELECT Name FROM track WHERE Track_ID NOT IN (SELECT Track_ID FROM race)
SELECT Name FROM Genre
SELECT T2.Name FROM Album AS T1 JOIN Artist AS T2 ON T1.ArtistId = T2.ArtistId WHERE T1.Title = "Balls to the Wall"
SELECT T1.Name FROM Artist AS T1 JOIN Album AS T2 ON T1.ArtistId = T2.ArtistId GROUP BY T1.ArtistId ORDER BY COUNT(*) DESC LIMIT 1
SELECT MAX(Milliseconds) , MIN(Milliseconds) FROM Track
SELECT Customer_Phone FROM Available_Policies WHERE policy_type_code = "Life Insurance"
SELECT name FROM enzyme WHERE product != 'Heme'
SELECT T1.name FROM medicine AS T1 JOIN medicine_enzyme_interaction AS T2 ON T1.id = T2.medicine_id GROUP BY T1.id HAVING COUNT(T2.enzyme_id) > 1
SELECT COUNT(*) FROM medicine WHERE FDA_approved = 'No'
SELECT COUNT(*) FROM medicine WHERE FDA_approved = 'No'
SELECT School, Location FROM university WHERE Affiliation = 'Public'
SELECT affiliation, COUNT(*) FROM university WHERE enrollment > 20000 GROUP BY affiliation
SELECT * FROM basketball_match
SELECT Team_Name FROM basketball_match ORDER BY ACC_Home DESC
SELECT count(DISTINCT Team) FROM match_season
SELECT Position FROM match_season WHERE Team = (SELECT Team_id FROM team WHERE Name = "Ryley Goldner")
SELECT Name FROM team WHERE Team_id NOT IN (SELECT Team FROM match_season)
SELECT Country FROM mountain GROUP BY Country HAVING COUNT(*) > 1
SELECT Country FROM mountain WHERE Height > 5600 OR Height < 5200
SELECT * FROM body_builder
SELECT DISTINCT building_description FROM Apartment_Buildings
SELECT building_address, building_phone FROM Apartment_Buildings WHERE building_manager = "Brenden"
SELECT booking_start_date, booking_end_date FROM Apartment_Bookings WHERE apt_id IN (SELECT apt_id FROM Apartments WHERE bedroom_count > 2)
SELECT apt_type_code FROM Apartments GROUP BY apt_type_code ORDER BY AVG(room_count) DESC LIMIT 3
SELECT Attendance FROM performance WHERE LOCATION = "TD Garden" OR LOCATION = "Bell Centre"
SELECT count(DISTINCT course_id) FROM course WHERE dept_name = 'Physics'
SELECT dept_name FROM department WHERE budget > (SELECT avg(budget) FROM department)
SELECT dept_name, COUNT(*) FROM student GROUP BY dept_name
SELECT dept_name FROM department WHERE dept_name = (SELECT dept_name FROM instructor GROUP BY dept_name ORDER BY AVG(salary) DESC LIMIT 1)
SELECT name FROM instructor WHERE salary > (SELECT salary FROM instructor WHERE dept_name = 'Biology')
SELECT T1.Customer_Details FROM Customers AS T1 JOIN Claims_Headers AS T2 ON T1.Customer_ID = T2.Customer_ID GROUP BY T1.Customer_ID ORDER BY SUM(T2.Amount_Claimed) DESC LIMIT 1
SELECT Customer_Details FROM Customers WHERE Customer_ID IN (SELECT Customer_ID FROM Customers WHERE Customer_Details LIKE "%Diana%")
SELECT count(DISTINCT Claim_Outcome_Code) FROM Claims_Processing
SELECT T1.customer_first_name, T1.customer_last_name FROM Customers AS T1 JOIN Accounts AS T2 ON T1.customer_id = T2.customer_id WHERE T2.account_name = '900'
SELECT count(*) , customer_id FROM Accounts GROUP BY customer_id
SELECT count(*) FROM Customers
SELECT count(*) , account_id FROM Financial_Transactions GROUP BY account_id
SELECT COUNT(order_id) FROM Invoices
SELECT Country, COUNT(*) FROM people GROUP BY Country
SELECT Theme, Year FROM exhibition ORDER BY Ticket_Price DESC
SELECT Theme, Date, Attendance FROM exhibition WHERE Year = 2004
SELECT i_id FROM item WHERE title = "orange"
SELECT Total_Points FROM gymnast ORDER BY Total_Points DESC
SELECT SUM(S.balance) FROM SAVINGS AS S WHERE S.custid NOT IN (SELECT custid FROM ACCOUNTS WHERE name = 'Brown')
SELECT name, balance FROM CHECKING WHERE custid = (SELECT custid FROM SAVINGS ORDER BY balance ASC LIMIT 1)
SELECT T1.name, SUM(T2.balance) AS total_saving_balance FROM ACCOUNTS AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid GROUP BY T1.name
SELECT name FROM ACCOUNTS WHERE balance > (SELECT balance FROM SAVINGS)
SELECT a.name, SUM(sc.balance) AS total_checking, SUM(sc.balance) AS total_savings FROM ACCOUNTS a JOIN SAVINGS sc ON a.custid = sc.custid JOIN CHECKING ch ON a.custid = ch.custid WHERE sc.balance < ch.balance
SELECT id, market_share FROM browser WHERE name = 'Safari'
SELECT LOCATION FROM cinema WHERE capacity > 300 GROUP BY LOCATION HAVING COUNT(*) >= 2
SELECT count(DISTINCT product_type_code) FROM Products_for_Hire
SELECT DISTINCT Carrier FROM phone WHERE Memory_in_G > 32
SELECT c.Company, c.Main_Industry FROM company AS c WHERE c.Headquarters != 'USA'
SELECT DISTINCT Main_Industry FROM company
SELECT headquarters FROM company WHERE Main_Industry = 'Banking' GROUP BY headquarters HAVING count(*) >= 2
SELECT DISTINCT T1.Member_Name FROM member AS T1 JOIN party_events AS T2 ON T1.Member_ID = T2.Member_in_charge_ID WHERE T2.Party_ID = 3 AND T2.Party_ID = 1
SELECT Member_Name FROM member WHERE Party_ID NOT IN (SELECT Party_ID FROM party_events WHERE Event_Name = 'Progress Party')
SELECT count(*) FROM party_events
SELECT Fname, Lname FROM employee WHERE Salary > 30000
SELECT Service_Type_Code FROM Services ORDER BY Service_Type_Code ASC
SELECT Service_ID, Event_Details FROM Events
SELECT COUNT(Event_ID) FROM Events WHERE Participant_Details LIKE '%Dr%'
SELECT Service_ID, Service_Type_Code FROM Services GROUP BY Service_ID ORDER BY count(*) ASC LIMIT 1
SELECT count(*) FROM technician
SELECT Company, Investor FROM entrepreneur
SELECT Name FROM people ORDER BY Weight ASC
