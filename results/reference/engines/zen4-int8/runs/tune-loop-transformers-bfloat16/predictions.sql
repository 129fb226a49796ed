SELECT T2.name, department.num_employees FROM management AS T1 JOIN head AS T2 ON T1.head_id = T2.head_id JOIN department ON T1.department_ID = department.Department_ID WHERE T1.temporary_acting = 'Yes'
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT state FROM customers WHERE country = 'USA' GROUP BY state ORDER BY count(*) DESC LIMIT 1
SELECT Name, Location FROM track
SELECT Name, Location FROM track
SELECT Name FROM Artist ORDER BY COUNT(*) DESC LIMIT 1
SELECT T1.name FROM medicine AS T1 JOIN medicine_enzyme_interaction AS T2 ON T1.id = T2.medicine_id GROUP BY T1.id HAVING COUNT(T2.enzyme_id) > 1
SELECT * FROM basketball_match
SELECT Team_Name FROM basketball_match ORDER BY All_Home DESC
SELECT COUNT(DISTINCT Team) FROM match_season
SELECT Name FROM team WHERE Team_id NOT IN (SELECT Team FROM match_season)
SELECT Country FROM mountain GROUP BY Country HAVING COUNT(*) > 1
SELECT building_address, building_phone FROM Apartment_Buildings WHERE building_manager = "Brenden"
SELECT COUNT(order_id) FROM Invoices
SELECT Country, COUNT(*) FROM people GROUP BY Country
SELECT i_id FROM item WHERE title = "orange"
SELECT count(*) FROM technician
SELECT COUNT(*) FROM Campuses
SELECT Name FROM county_public_safety WHERE County_ID NOT IN (SELECT County_ID FROM city)
SELECT bedType, COUNT(*) FROM Rooms GROUP BY bedType
SELECT county.County_name FROM election AS T1 JOIN party AS T2 ON T1.Party = T2.Party_ID JOIN county ON T1.District = county.County_Id WHERE T1.Committee = 'Appropriations'
SELECT title FROM Papers WHERE instID IN (SELECT instID FROM Authorship WHERE authID IN (SELECT authID FROM Authors WHERE lname = 'Indiana' AND fname = 'University'))
SELECT COUNT(city_id) FROM city WHERE country_id = (SELECT country_id FROM country WHERE country = 'Australia')
SELECT bname FROM bank GROUP BY bname ORDER BY count(*) DESC LIMIT 1
SELECT bname, SUM(loan.amount) FROM bank JOIN loan ON bank.branch_ID = loan.branch_ID GROUP BY bname
SELECT employee_id FROM employees WHERE employee_id IN (SELECT employee_id FROM job_history GROUP BY employee_id HAVING count(*) > 2)
SELECT photos.name FROM photos JOIN mountain ON photos.mountain_id = mountain.id ORDER BY mountain.height DESC LIMIT 1
SELECT login_name FROM Course_Authors_and_Tutors
SELECT T2.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Stay = 111
SELECT T2.Name FROM Affiliated_With AS T1 JOIN Department AS T2 ON T1.Department = T2.DepartmentID
SELECT Type, Nationality FROM ship
SELECT Classroom FROM list WHERE Grade = 4
SELECT Headquarters FROM company GROUP BY Headquarters HAVING count(*) >= 2
SELECT T2.Location_Code FROM All_Documents AS T1 JOIN Document_Locations AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Document_Name = "Robin CV"
SELECT Document_Locations.LOCATION_Code FROM All_Documents JOIN Document_Locations ON All_Documents.Document_ID = Document_Locations.Document_ID GROUP BY Document_Locations.LOCATION_Code HAVING count(*) >= 3
SELECT AVG(access_count) FROM Documents WHERE functional_area_description = "Acknowledgement"
SELECT MAX(Sales_billion) FROM Companies WHERE Industry != 'Banking'
SELECT Name FROM pilot WHERE Age > 30 ORDER BY Name DESC
SELECT pName FROM Player WHERE yCard = 'yes' ORDER BY HS DESC
SELECT College.cName FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('Goalie', 'Mid')
SELECT Customer_Phone FROM Performers WHERE Customer_Name = 'Ashley'
SELECT Name FROM Manufacturers WHERE Revenue BETWEEN 100 AND 150
SELECT problem_id FROM Problems WHERE product_id = (SELECT product_id FROM Product WHERE product_name = "voluptatem") AND date_problem_reported > '1995-01-01'
SELECT Fname, Lname FROM Student WHERE Sex = 'F' AND President_Vote = 1
SELECT count(DISTINCT gender) FROM Dorm
SELECT first_name FROM Staff WHERE staff_id IN (SELECT staff_id FROM Complaints GROUP BY staff_id ORDER BY COUNT(*) DESC LIMIT 5)
SELECT AVG(amount_of_transaction) FROM Transactions ORDER BY AVG(amount_of_transaction)
SELECT COUNT(DISTINCT investor_id) FROM Investors
SELECT Ref_Hotel_Star_Ratings.star_rating_description FROM Hotels JOIN Ref_Hotel_Star_Ratings ON Hotels.star_rating_code = Ref_Hotel_Star_Ratings.star_rating_code WHERE price_range > 10000
SELECT address_content FROM Addresses WHERE customer_name = "Maudie Kertzmann"
SELECT city FROM Addresses WHERE zip_postcode = 255
SELECT Famous_Title FROM artist WHERE Artist = "Triumfall"
SELECT GDP FROM city ORDER BY Regional_Population DESC LIMIT 1
SELECT AVG(Price) FROM wine
SELECT status_code FROM Customers GROUP BY status_code ORDER BY count(*) ASC LIMIT 1
SELECT SUM(Customer_Payments.amount_payment) FROM Customers JOIN Customer_Payments ON Customers.customer_id = Customer_Payments.customer_id WHERE first_name = 'Carole' AND last_name = 'Bernhard'
SELECT Faculty.rank, sex, COUNT(*) FROM Faculty_Participates_in JOIN Faculty ON Faculty_Participates_in.FacID = Faculty.FacID GROUP BY Faculty.rank, sex
SELECT COUNT(*) FROM routes WHERE airline = 'American Airlines'
SELECT order_id FROM Shipments WHERE shipment_tracking_number = "3452"
SELECT DISTINCT Publisher FROM book_club WHERE Year = 1989 OR Year = 1990
