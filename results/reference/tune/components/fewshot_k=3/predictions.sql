SELECT T2.name , T2.Num_Employees FROM head AS T1 JOIN management AS T2 ON T1.head_id = T2.head_id WHERE T2.temp_acting = 'Yes'
SELECT course_id FROM Student_Course_Registrations WHERE student_id = 121 UNION SELECT course_id FROM Student_Course_Attendance WHERE student_id = 121
SELECT T1.student_id FROM Student_Course_Attendance AS T1 JOIN Students AS T2 ON T1.student_id = T2.student_id WHERE T1.course_id IN (SELECT course_id FROM Courses WHERE dept_name = 'Statistics') ORDER BY T1.attendance_date
SELECT start_station_name , end_station_name FROM trip ORDER BY id LIMIT 3
SELECT DISTINCT T1.name FROM station AS T1 JOIN bike AS T2 ON T1.id = T2.station_id WHERE T2.bikes_available = 7
SELECT name , count(*) FROM station GROUP BY city HAVING count(*) >= 15
SELECT date, cloud_cover FROM weather ORDER BY cloud_cover DESC LIMIT 5
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT T1.Nominee FROM nomination AS T1 JOIN musical AS T2 ON T1.Artwork_ID = T2.Artwork_ID WHERE T2.Award = "Tony Award" INTERSECT SELECT T1.Nominee FROM nomination AS T1 JOIN musical AS T2 ON T1.Artwork_ID = T2.Artwork_ID WHERE T2.Award = "Drama Desk Award"
SELECT AVG(followers) FROM user_profiles WHERE uid NOT IN (SELECT uid FROM tweets)
SELECT catalog_entry_name FROM Catalog_Contents WHERE attribute_id = (SELECT attribute_id FROM Catalog_Contents_Additional_Attributes GROUP BY attribute_id ORDER BY count(*) DESC LIMIT 1)
SELECT avg(T1.price) , min(T1.price) FROM products AS T1
SELECT product_name FROM products WHERE length < 3 OR height > 5
SELECT name , salary FROM employee WHERE eid = 242518965
SELECT eid , name FROM employee ORDER BY salary DESC LIMIT 1
SELECT StuID FROM Student WHERE Age > 20
SELECT Advisor , count(*) FROM Student GROUP BY Advisor
SELECT count(*) FROM Student WHERE sex = 'F' AND Major = 1 AND (Major = 11 OR Major = 22)
SELECT count(*) FROM Student WHERE sex = 'F' AND (SELECT allergy FROM Has_Allergy WHERE allergy = 'Milk' OR allergy = 'Eggs')
SELECT count(*) FROM Has_Allergy
SELECT state FROM customers WHERE country = "USA" GROUP BY state ORDER BY count(*) DESC LIMIT 1
SELECT company FROM customers WHERE first_name = 'Eduardo' AND last_name = 'Martins'
SELECT T1.first_name , T1.last_name FROM employees AS T1 JOIN reports_to AS T2 ON T1.id = T2.employee_id WHERE T2.name = "Nancy Edwards"
SELECT city, COUNT(*) FROM employees WHERE title = 'IT' GROUP BY city
SELECT first_name , last_name , COUNT(*) FROM employees GROUP BY first_name , last_name
SELECT genre_id, COUNT(*) FROM tracks GROUP BY genre_id
SELECT DISTINCT Theme FROM journal
SELECT T1.editor_name , T2.journal_theme FROM journal_committee AS T1 JOIN editor AS T2 ON T1.editor_id = T2.editor_id
SELECT T2.customer_first_name , T2.customer_last_name FROM Accounts AS T1 JOIN Customers AS T2 ON T1.customer_id = T2.customer_id WHERE T1.account_name = "162"
SELECT count(*) FROM Financial_Transactions
SELECT count(*) FROM track
SELECT Name , LOCATION FROM track
SELECT Name, LOCATION FROM track
SELECT DISTINCT class FROM race
SELECT name FROM track WHERE Track_ID NOT IN (SELECT Track_ID FROM race)
SELECT Name FROM Genre
SELECT T1.name FROM Artist AS T1 JOIN Album AS T2 ON T1.ArtistId = T2.ArtistId WHERE T2.title = "Balls to the Wall"
SELECT T1.name FROM Artist AS T1 JOIN Album AS T2 ON T1.artistid = T2.artistid GROUP BY T1.artistid ORDER BY count(*) DESC LIMIT 1
SELECT MAX(Milliseconds) , MIN(Milliseconds) FROM Track
SELECT customer_phone FROM Available_Policies WHERE policy_type_code = "Life Insurance"
SELECT name FROM enzyme WHERE product != 'Heme'
SELECT T1.name FROM medicine AS T1 JOIN medicine_enzyme_interaction AS T2 ON T1.id = T2.medicine_id GROUP BY T1.id HAVING count(*) > 1
SELECT count(*) FROM medicine WHERE FDA_approved = 'No'
SELECT count(*) FROM medicine WHERE FDA_approved = 'No'
SELECT school FROM university WHERE affiliation = 'public'
SELECT DISTINCT affiliation , count(*) FROM university WHERE enrollment > 20000
SELECT * FROM basketball_match
SELECT Team_Name FROM basketball_match ORDER BY All_Home DESC
SELECT count(DISTINCT Team) FROM match_season
SELECT Position FROM match_season WHERE Team = (SELECT Team FROM team WHERE Name = "Ryley Goldner")
SELECT Name FROM team WHERE Team_id NOT IN (SELECT Team FROM match_season)
SELECT Country FROM mountain GROUP BY Country HAVING count(*) > 1
SELECT country FROM mountain WHERE height > 5600 OR height < 5200
SELECT * FROM body_builder
SELECT DISTINCT building_description FROM Apartment_Buildings
SELECT T1.address, T1.phone FROM Apartment_Buildings AS T1 JOIN Apartments AS T2 ON T1.building_id = T2.id JOIN Guests AS T3 ON T1.guest_id = T3.guest_id WHERE T3.first_name = "Brenden"
SELECT T1.booking_start_date , T1.booking_end_date FROM Apartment_Bookings AS T1 JOIN Apartments AS T2 ON T1.apt_id = T2.apt_id GROUP BY T1.apt_id HAVING count(*) > 2
SELECT apt_type_code FROM Apartments GROUP BY apt_type_code ORDER BY avg(room_count) DESC LIMIT 3
SELECT Attendance FROM performance WHERE LOCATION = "TD Garden" OR LOCATION = "Bell Centre"
SELECT count(DISTINCT crs_code) FROM CLASS WHERE dept_name = 'Physics'
SELECT MIN(salary) FROM employees WHERE department_id IN (SELECT department_id FROM employees GROUP BY department_id) AND AVG(salary) > (SELECT AVG(salary) FROM employees)
SELECT dept_name , count(*) FROM student GROUP BY dept_name
SELECT T1.dept_name FROM instructor AS T1 JOIN department AS T2 ON T1.dept_name = T2.dept_name GROUP BY T1.dept_name ORDER BY avg(salary) DESC LIMIT 1
SELECT name FROM instructor WHERE salary > (SELECT MAX(salary) FROM instructor WHERE dept_name = "Biology")
SELECT T1.customer_details FROM Customers AS T1 JOIN claims AS T2 ON T1.customer_id = T2.customer_id GROUP BY T1.customer_id ORDER BY sum(T2.Amount_Claimed) DESC LIMIT 1
SELECT customer_name FROM Customers WHERE customer_name LIKE "%Diana%"
SELECT count(DISTINCT claim_outcome_code) FROM Claims_Processing
SELECT T1.customer_first_name , T1.customer_last_name FROM Customers AS T1 JOIN Accounts AS T2 ON T1.customer_id = T2.customer_id WHERE T2.account_name = 900
SELECT count(*) , customer_id FROM Accounts GROUP BY customer_id
SELECT count(*) FROM Customers
SELECT count(*) , account_id FROM Financial_Transactions GROUP BY account_id
SELECT COUNT(*) FROM Invoices
SELECT Country , COUNT(*) FROM people GROUP BY Country
SELECT Theme , YEAR FROM exhibition ORDER BY Ticket_Price DESC
SELECT Theme , Date , Attendance FROM exhibition WHERE Year = 2004
SELECT i_id FROM item WHERE title = "orange"
SELECT sum(T1.Total_Points) FROM gymnast AS T1 ORDER BY T1.Total_Points DESC
SELECT T2.balance FROM ACCOUNTS AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid WHERE T1.name != 'Brown'
SELECT name , balance FROM CHECKING WHERE custid = (SELECT custid FROM SAVINGS ORDER BY balance ASC LIMIT 1)
SELECT cust_name, SUM(saving) FROM ACCOUNTS GROUP BY cust_name
SELECT T1.name FROM ACCOUNTS AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid JOIN CHECKING AS T3 ON T2.custid = T3.custid WHERE T3.balance > T2.balance
SELECT T1.cust_name , T1.balance , T2.balance FROM customer AS T1 JOIN SAVINGS AS T2 ON T1.cust_id = T2.cust_id GROUP BY T1.cust_name HAVING T2.balance < T1.balance
SELECT id, market_share FROM browser WHERE name = 'Safari'
SELECT LOCATION FROM cinema GROUP BY LOCATION HAVING SUM(capacity) > 300
SELECT count(DISTINCT product_type_code) FROM products
SELECT DISTINCT Carrier FROM phone WHERE Memory_in_G > 32
SELECT Company, Main_Industry FROM company WHERE Headquarters != 'USA'
SELECT DISTINCT Main_Industry FROM company
SELECT headquarters FROM company WHERE Industry = "Banking" GROUP BY headquarters HAVING count(*) >= 2
SELECT M.Member_Name FROM member AS M JOIN party_events AS TE ON M.Member_ID = TE.Member_in_charge_ID WHERE TE.Party_ID = 3 AND TE.Party_ID = 1
SELECT Member_Name FROM member WHERE Party_ID NOT IN (SELECT Party_ID FROM party WHERE Party_name = 'Progress Party')
SELECT count(*) FROM party_events
SELECT first_name , last_name FROM employees WHERE salary > 30000
SELECT service_type_code FROM Services ORDER BY service_type_code
SELECT T1.Service_ID , T1.Service_Type_Description FROM Services AS T1 JOIN Events AS T2 ON T1.Service_ID = T2.Service_ID
SELECT COUNT(T1.Event_ID) FROM Events AS T1 JOIN Participants_in_Events AS T2 ON T1.Event_ID = T2.Event_ID JOIN Participants AS T3 ON T2.Participant_ID = T3.Participant_ID WHERE T3.Participant_Details LIKE '%Dr%'
SELECT T1.service_id , T1.service_type_code FROM Services AS T1 JOIN Participants_in_Events AS T2 ON T1.service_id = T2.service_id GROUP BY T1.service_id ORDER BY count(*) ASC LIMIT 1
SELECT count(*) FROM technician
SELECT Company , Investor FROM entrepreneur
SELECT Name FROM people ORDER BY Weight ASC
