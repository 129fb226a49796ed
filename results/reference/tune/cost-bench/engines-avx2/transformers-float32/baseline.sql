SELECT T1.name, T1.num_employees FROM head AS T1 JOIN management AS T2 ON T1.head_id = T2.head_id WHERE T2.temp_acting = 'Yes'
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT state FROM customers WHERE country = 'USA' GROUP BY state ORDER BY count(*) DESC LIMIT 1
SELECT Name, Location FROM track
SELECT Name FROM Artist ORDER BY COUNT(*) DESC LIMIT 1
SELECT T2.Team_Name FROM basketball_match AS T1 JOIN university AS T2 ON T1.School_ID = T2.School_ID ORDER BY T1.All_Home DESC
SELECT count(DISTINCT Team) FROM match_season
SELECT Name FROM team WHERE Team_id NOT IN (SELECT Team FROM match_season)
SELECT Country FROM mountain GROUP BY Country HAVING COUNT(*) > 1
SELECT COUNT(order_id) FROM Invoices
SELECT i_id FROM item WHERE title = "orange"
SELECT count(*) FROM Campuses
SELECT Name FROM county_public_safety WHERE County_ID NOT IN (SELECT County_ID FROM city)
SELECT count(*) FROM city WHERE country_id = (SELECT country_id FROM country WHERE country = 'Australia')
SELECT bname FROM bank GROUP BY bname ORDER BY count(*) DESC LIMIT 1
SELECT bname, SUM(amount) FROM bank GROUP BY bname
SELECT employee_id FROM employees WHERE employee_id IN (SELECT employee_id FROM job_history GROUP BY employee_id HAVING count(*) > 2)
SELECT T2.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Stay = 111
SELECT T2.Name FROM Department AS T1 JOIN Affiliated_With AS T2 ON T1.DepartmentID = T2.Department WHERE T2.PrimaryAffiliation = 1
SELECT Type, Nationality FROM ship
SELECT T2.Location_Name FROM All_Documents AS T1 JOIN Document_Locations AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Document_Name = 'Robin CV'
SELECT AVG(access_count) FROM Documents WHERE functional_area_description = "Acknowledgement"
SELECT max(sales_billion) , min(sales_billion) FROM Companies WHERE Industry != "Banking"
SELECT Name FROM pilot WHERE Age > 30 ORDER BY Name DESC
SELECT pName FROM Player WHERE yCard = 'yes' ORDER BY HS DESC
SELECT cName FROM College WHERE enr > 0 AND pPos IN ('Goalie', 'Mid')
SELECT Customer_Phone FROM Performers WHERE Customer_Name = "Ashley"
SELECT Name FROM Manufacturers WHERE Revenue BETWEEN 100 AND 150
SELECT problem_id FROM Problems WHERE product_id = (SELECT product_id FROM Product WHERE product_name = "voluptatem") AND date_problem_reported > '1995-01-01'
SELECT count(DISTINCT gender) FROM Dorm
SELECT first_name FROM Staff WHERE staff_id IN (SELECT staff_id FROM Complaints GROUP BY staff_id ORDER BY count(*) DESC LIMIT 5)
SELECT AVG(amount_of_transaction) FROM Transactions ORDER BY AVG(amount_of_transaction)
SELECT address_content FROM Addresses WHERE customer_name = "Maudie Kertzmann"
SELECT Famous_Title FROM artist WHERE Artist = "Triumfall"
SELECT GDP FROM city ORDER BY Regional_Population DESC LIMIT 1
SELECT AVG(Price) FROM wine
SELECT SUM(T2.amount_payment) FROM Customers AS T1 INNER JOIN Customer_Payments AS T2 ON T1.customer_id = T2.customer_id WHERE T1.first_name = 'Carole' AND T1.last_name = 'Bernhard'
SELECT rank, sex, COUNT(*) FROM Faculty_Participates_in GROUP BY rank, sex
SELECT COUNT(*) FROM routes WHERE airline = 'American Airlines'
SELECT DISTINCT Publisher FROM book_club WHERE Year = 1989 OR Year = 1990
