SELECT name, num_employees FROM department WHERE department_id IN (SELECT department_id FROM management WHERE temporary_acting = 'Yes')
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT T2.state FROM invoices AS T1 JOIN customers AS T2 ON T1.customer_id = T2.id WHERE T2.country = 'US' GROUP BY T2.state ORDER BY COUNT(*) DESC LIMIT 1
SELECT Name, Location FROM track
SELECT Name FROM Artist JOIN Album ON Artist.ArtistId = Album.ArtistId ORDER BY Album.AlbumId DESC LIMIT 1
SELECT T1.Team_Name FROM basketball_match AS T1 JOIN university AS T2 ON T1.School_ID = T2.School_ID ORDER BY T1.All_Home DESC
SELECT count(DISTINCT Team) FROM match_season
SELECT Name FROM team WHERE Team_id NOT IN (SELECT Team FROM match_season)
SELECT Country FROM mountain GROUP BY Country HAVING count(*) > 1
SELECT count(*) , order_id FROM Invoices GROUP BY order_id
SELECT i_id FROM item WHERE title = "orange"
SELECT count(*) FROM Campuses
SELECT Name FROM county_public_safety WHERE County_ID NOT IN (SELECT County_ID FROM city)
SELECT count(*) FROM city WHERE country_id = 87
SELECT bname FROM bank GROUP BY bname ORDER BY count(*) DESC LIMIT 1
SELECT bname, SUM(loan.amount) FROM bank JOIN loan ON bank.branch_ID = loan.branch_ID GROUP BY bname
SELECT employee_id FROM employees WHERE employee_id IN (SELECT employee_id FROM job_history GROUP BY employee_id HAVING count(*) > 2)
SELECT T2.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Stay = 111
SELECT Name FROM Department WHERE Head IN (SELECT Physician.EmployeeID FROM Affiliated_With JOIN Physician ON Affiliated_With.Physician = Physician.EmployeeID)
SELECT Type, Nationality FROM ship
SELECT Location_Code FROM Document_Locations WHERE Document_ID = (SELECT Document_ID FROM All_Documents WHERE Document_Name = "Robin CV")
SELECT AVG(access_count) FROM Documents JOIN Document_Functional_Areas ON Documents.document_code = Document_Functional_Areas.document_code WHERE Document_Functional_Areas.functional_area_code = "Acknowledgement"
SELECT max(Sales_billion) , min(Sales_billion) FROM Companies WHERE Industry != "Banking"
SELECT Name FROM pilot WHERE Age > 30 ORDER BY Name DESC
SELECT pName FROM Player WHERE yCard = 'yes' ORDER BY HS DESC
SELECT College.cName FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('goalie', 'mid')
SELECT Customer_Phone FROM Performers WHERE Customer_Name = "Ashley"
SELECT Name FROM Manufacturers WHERE Revenue BETWEEN 100 AND 150
SELECT problem_id FROM Problems WHERE product_id = (SELECT product_id FROM Product WHERE product_name = "voluptatem") AND date_problem_reported > '1995-05-14'
SELECT count(DISTINCT gender) FROM Dorm
SELECT first_name FROM Staff WHERE staff_id IN (SELECT staff_id FROM Complaints GROUP BY staff_id ORDER BY count(*) DESC LIMIT 5)
SELECT AVG(amount_of_transaction) FROM Transactions ORDER BY AVG(amount_of_transaction)
SELECT T1.address_content FROM Addresses AS T1 JOIN Customers AS T2 ON T1.address_id = T2.customer_id WHERE T2.customer_name = "Maudie Kertzmann"
SELECT Famous_Title FROM artist WHERE Artist = "Triumfall"
SELECT GDP FROM city ORDER BY Regional_Population DESC LIMIT 1
SELECT AVG(Price) FROM wine
SELECT SUM(Customer_Payments.amount_payment) FROM Customers JOIN Customer_Payments ON Customers.customer_id = Customer_Payments.customer_id WHERE first_name = 'Carole' AND last_name = 'Bernhard'
SELECT rank , sex , count(*) FROM Faculty GROUP BY rank , sex
SELECT count(*) FROM routes WHERE airline = 'American Airlines'
SELECT DISTINCT Publisher FROM book_club WHERE Year = 1989 UNION SELECT DISTINCT Publisher FROM book_club WHERE Year = 1990
