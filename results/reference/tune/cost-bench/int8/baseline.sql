SELECT T1.name, T1.num_employees FROM head AS T1 JOIN management AS T2 ON T1.head_id = T2.head_id WHERE T2.temporary_acting = 'Yes'
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT Nominee FROM musical WHERE Award IN ('Tony Award', 'Drama Desk Award')
SELECT AVG(followers) FROM follows WHERE uid NOT IN (SELECT uid FROM tweets)
SELECT COUNT(*) FROM Student WHERE Major = 1 AND Advisor = 1 AND StuID IN (SELECT StuID FROM Has_Allergy WHERE Allergy = 'Milk' OR Allergy = 'Egg')
SELECT state FROM customers WHERE country = 'USA' GROUP BY state ORDER BY count(*) DESC LIMIT 1
SELECT e.first_name, e.last_name FROM employees e JOIN reports_to r ON e.id = r.reports_to WHERE r.first_name = 'Nancy' AND r.last_name = 'Edwards'
SELECT COUNT(*) , city FROM employees WHERE title = 'IT' GROUP BY city
SELECT T1.Name, T2.Theme FROM journal_committee AS T1 JOIN editor AS T2 ON T1.Editor_ID = T2.Editor_ID
SELECT Name, Location FROM track
SELECT Name, Location FROM track
SELECT DISTINCT Class FROM race
SELECT T2.Name FROM Artist AS T1 JOIN Album AS T2 ON T1.ArtistId = T2.ArtistId WHERE T2.Title = "Balls to the Wall"
SELECT Name FROM Artist ORDER BY COUNT(*) DESC LIMIT 1
SELECT MAX(Milliseconds) FROM Track
SELECT T2.Team_Name FROM basketball_match AS T1 JOIN university AS T2 ON T1.School_ID = T2.School_ID ORDER BY T1.All_Home DESC
SELECT count(DISTINCT Team) FROM match_season
SELECT T2.Name FROM match_season AS T1 JOIN team AS T2 ON T1.Team = T2.Team_id WHERE T1.Season IS NULL
SELECT Country FROM mountain GROUP BY Country HAVING COUNT(*) > 1
SELECT Country FROM mountain WHERE Height > 5600 OR Height < 5200
SELECT dept_name, COUNT(*) FROM student GROUP BY dept_name
SELECT count(DISTINCT Claim_Outcome_Code) FROM Claims_Processing
SELECT COUNT(order_id) FROM Orders
SELECT Theme, Year FROM exhibition ORDER BY Ticket_Price DESC
SELECT Theme, Date, Attendance FROM exhibition WHERE Year = 2004
SELECT i_id FROM item WHERE title = "orange"
SELECT SUM(S.balance) FROM SAVINGS AS S WHERE S.custid NOT IN (SELECT custid FROM ACCOUNTS WHERE name = 'Brown')
SELECT T1.name, SUM(T2.balance) FROM ACCOUNTS AS T1 JOIN SAVINGS AS T2 ON T1.custid = T2.custid WHERE T2.balance < T1.balance
SELECT DISTINCT Carrier FROM phone WHERE Memory_in_G > 32
SELECT count(*) FROM technician
SELECT Company, Investor FROM entrepreneur
SELECT count(*) FROM Campuses
SELECT Name FROM county_public_safety WHERE County_ID NOT IN (SELECT County_ID FROM city)
SELECT bedType, COUNT(*) FROM Rooms GROUP BY bedType
SELECT roomName FROM Rooms WHERE basePrice > (SELECT avg(basePrice) FROM Rooms)
SELECT Delegate FROM election WHERE Counties_Represented LIKE 'County_%' AND Population < 100000
SELECT title FROM Papers WHERE instID IN (SELECT instID FROM Authorship WHERE authID IN (SELECT authID FROM Authors WHERE lname = 'Indiana' AND fname = 'University'))
SELECT lname FROM Authors WHERE authID IN (SELECT authID FROM Authorship GROUP BY authID ORDER BY COUNT(*) DESC LIMIT 1)
SELECT count(*) FROM city WHERE country_id = (SELECT country_id FROM country WHERE country = 'Australia')
SELECT title, id, description FROM film ORDER BY COUNT(actor_id) DESC LIMIT 1
SELECT bname FROM bank GROUP BY bname ORDER BY count(*) DESC LIMIT 1
SELECT bname, SUM(amount) FROM bank GROUP BY bname
SELECT dept_code, COUNT(*) FROM STUDENT GROUP BY dept_code
SELECT T2.dept_code, SUM(T1.stu_hrs) AS total_hours FROM STUDENT AS T1 JOIN CLASS AS T2 ON T1.stu_num = T2.stu_num GROUP BY T2.dept_code
SELECT T2.emp_lname, T2.emp_hiredate FROM PROFESSOR AS T1 JOIN EMPLOYEE AS T2 ON T1.emp_num = T2.emp_num WHERE T1.prof_office = 'DRE 102'
SELECT T1.stu_fname FROM STUDENT AS T1 JOIN ENROLL AS T2 ON T1.stu_num = T2.stu_num WHERE T2.class_code = (SELECT class_code FROM CLASS GROUP BY class_code HAVING count(*) = 1)
SELECT employee_id FROM employees WHERE employee_id IN (SELECT employee_id FROM job_history GROUP BY employee_id HAVING count(*) > 2)
SELECT DISTINCT song_name FROM song WHERE resolution > (SELECT resolution FROM song WHERE languages = 'English')
SELECT COUNT(*) FROM camera_lens WHERE id NOT IN (SELECT camera_lens_id FROM photos)
SELECT T2.Owner, SUM(T1.Rating_in_percent) AS Total_Rating FROM channel AS T1 JOIN broadcast_share AS T2 ON T1.Channel_ID = T2.Channel_ID GROUP BY T1.Owner
SELECT login_name FROM Course_Authors_and_Tutors
SELECT T2.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Stay = 111
SELECT T1.Name FROM Patient AS T1 JOIN Undergoes AS T2 ON T1.SSN = T2.Patient WHERE T2.Procedures = (SELECT MAX(Procedures) FROM Undergoes)
SELECT T2.Name FROM Department AS T1 JOIN Affiliated_With AS T2 ON T1.DepartmentID = T2.Department WHERE T2.PrimaryAffiliation = 1
SELECT Type, Nationality FROM ship
SELECT Headquarters FROM company GROUP BY Headquarters HAVING count(*) >= 2
SELECT Year FROM film_market_estimation WHERE Market_ID = (SELECT Market_ID FROM market WHERE Country = 'Japan') ORDER BY Year DESC
SELECT LOCATION_NAME FROM Ref_Locations WHERE LOCATION_CODE = 'Robin CV'
SELECT LOCATION_Code FROM Documents_to_be_Destroyed GROUP BY LOCATION_Code HAVING count(*) >= 3
SELECT ClubLocation FROM Club WHERE ClubName = "Tennis Club"
SELECT user_name, password FROM Users GROUP BY role_code ORDER BY count(*) DESC LIMIT 1
SELECT AVG(access_count) FROM Documents WHERE functional_area_description = "Acknowledgement"
SELECT max(sales_billion) , min(sales_billion) FROM Companies WHERE Industry != "Banking"
SELECT T1.customer_name, T1.customer_id FROM Customers AS T1 JOIN Customer_Addresses AS T2 ON T1.customer_id = T2.customer_id WHERE T2.address_details LIKE '%TN%'
SELECT Name FROM pilot WHERE Age > 30 ORDER BY Name DESC
SELECT pName FROM Player WHERE yCard = 'yes' ORDER BY HS DESC
SELECT DISTINCT cName FROM College
SELECT cName FROM College WHERE enr > 0 AND pPos IN ('Goalie', 'Mid')
SELECT state FROM College WHERE enr > 0 AND pPos IN ('Goalie', 'Mid')
SELECT Shop_Name FROM shop ORDER BY Open_Year ASC
SELECT Customer_Phone FROM Performers WHERE Customer_Name = "Ashley"
SELECT Name FROM Manufacturers WHERE Revenue BETWEEN 100 AND 150
SELECT M.Name, AVG(P.Price) FROM Manufacturers M JOIN Products P ON M.Code = P.Manufacturer GROUP BY M.Name
SELECT problem_id FROM Problems WHERE product_id = (SELECT product_id FROM Product WHERE product_name = "voluptatem") AND date_problem_reported > '1995-01-01'
SELECT Fname, Lname FROM Student WHERE Sex = 'F' AND President_Vote = 1
SELECT country, COUNT(*) FROM stadium GROUP BY country
SELECT T1.product_name, SUM(T2.order_quantity) FROM Products AS T1 JOIN Customer_Orders AS T2 ON T1.product_id = T2.product_id GROUP BY T1.product_id
SELECT min(product_price), max(product_price), avg(product_price) FROM Products
SELECT count(DISTINCT gender) FROM Dorm
SELECT first_name FROM Staff WHERE staff_id IN (SELECT staff_id FROM Complaints GROUP BY staff_id ORDER BY count(*) DESC LIMIT 5)
SELECT Author FROM submission ORDER BY Scores DESC LIMIT 1
SELECT lot_details, investor_id FROM Lots
SELECT AVG(amount_of_transaction) FROM Lots
SELECT T2.star_rating_description FROM Hotels AS T1 JOIN Ref_Hotel_Star_Ratings AS T2 ON T1.star_rating_code = T2.star_rating_code WHERE T1.price_range > 10000
SELECT T2.Name FROM Tourist_Attractions AS T1 JOIN Visitors AS T2 ON T1.Tourist_Attraction_ID = T2.Tourist_Attraction_ID WHERE T1.How_to_Get_There LIKE 'walk%' OR T1.Name = '660 Shea Crescent'
SELECT T2.GName FROM Video_Games AS T1 JOIN SportsInfo AS T2 ON T1.GameID = T2.GameID WHERE T2.OnScholarship = 'Yes'
SELECT StuID FROM Student WHERE Advisor = 1121
SELECT address_content FROM Addresses WHERE customer_name = "Maudie Kertzmann"
SELECT Famous_Title FROM artist WHERE Artist = "Triumfall"
SELECT Name FROM captain ORDER BY age DESC
SELECT T2.City FROM temperature AS T1 JOIN hosting_city AS T2 ON T1.City_ID = T2.Host_City WHERE T1.Month = 'February' ORDER BY T1.Jan DESC LIMIT 1
SELECT GDP FROM city ORDER BY Regional_Population DESC LIMIT 1
SELECT country, COUNT(*) FROM airport GROUP BY country
SELECT AVG(Price) FROM wine
SELECT T1.fname, T1.lname, COUNT(*) FROM Faculty AS T1 JOIN Faculty_Participates_in AS T2 ON T1.facid = T2.facid JOIN Participates_in AS T3 ON T2.actid = T3.actid GROUP BY T1.facid
SELECT count(DISTINCT city) FROM airports WHERE count(*) > 3
SELECT T1.customer_name FROM Orders AS T1 JOIN Order_Items AS T2 ON T1.order_id = T2.order_id WHERE T2.order_status = "Packing"
SELECT DISTINCT T1.name FROM architect AS T1 JOIN bridge AS T2 ON T1.id = T2.architect_id JOIN mill AS T3 ON T2.id = T3.architect_id WHERE T2.length_meters > 80
SELECT count(*) FROM book_club
SELECT DISTINCT Publisher FROM book_club WHERE Year = 1989 OR Year = 1990
