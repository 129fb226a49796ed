SELECT T2.name, department.num_employees FROM management AS T1 JOIN head AS T2 ON T1.head_id = T2.head_id JOIN department ON T1.department_ID = department.Department_ID WHERE T1.temporary_acting = 'Yes'
SELECT Publication_Date FROM publication ORDER BY Price DESC
SELECT T2.state FROM invoices AS T1 JOIN customers AS T2 ON T1.customer_id = T2.id WHERE T2.country = 'US' GROUP BY T2.state ORDER BY COUNT(*) DESC LIMIT 1
SELECT Name, Location FROM track
SELECT Name, Location FROM track
SELECT Name FROM Artist JOIN Album ON Artist.ArtistId = Album.ArtistId ORDER BY Album.AlbumId DESC LIMIT 1
SELECT T1.name FROM medicine AS T1 JOIN medicine_enzyme_interaction AS T2 ON T1.id = T2.medicine_id GROUP BY T1.id HAVING count(*) > 1
SELECT * FROM basketball_match
SELECT T1.Team_Name FROM basketball_match AS T1 JOIN university AS T2 ON T1.School_ID = T2.School_ID ORDER BY T1.All_Home DESC
SELECT count(DISTINCT Team) FROM match_season
SELECT Name FROM team WHERE Team_id NOT IN (SELECT Team FROM match_season)
SELECT Country FROM mountain GROUP BY Country HAVING count(*) > 1
SELECT building_address, building_phone FROM Apartment_Buildings WHERE building_manager = "Brenden"
SELECT count(*) , order_id FROM Invoices GROUP BY order_id
SELECT Country, COUNT(*) FROM people GROUP BY Country
SELECT i_id FROM item WHERE title = "orange"
SELECT count(*) FROM technician
SELECT count(*) FROM Campuses
SELECT Name FROM county_public_safety WHERE County_ID NOT IN (SELECT County_ID FROM city)
SELECT bedType, COUNT(*) FROM Rooms GROUP BY bedType
SELECT county.County_name FROM election AS T1 JOIN party AS T2 ON T1.Party = T2.Party_ID JOIN county ON T1.District = county.County_Id WHERE T1.Committee = "Appropriations"
SELECT T2.title FROM Authorship AS T1 JOIN Papers AS T2 ON T1.paperID = T2.paperID JOIN Inst AS T3 ON T1.instID = T3.instID WHERE T3.name = "Indiana University"
SELECT count(*) FROM city WHERE country_id = 87
SELECT bname FROM bank GROUP BY bname ORDER BY count(*) DESC LIMIT 1
SELECT bname, SUM(loan.amount) FROM bank JOIN loan ON bank.branch_ID = loan.branch_ID GROUP BY bname
SELECT employee_id FROM employees WHERE employee_id IN (SELECT employee_id FROM job_history GROUP BY employee_id HAVING count(*) > 2)
SELECT name FROM camera_lens WHERE id IN (SELECT camera_lens_id FROM photos GROUP BY camera_lens_id ORDER BY count(*) DESC LIMIT 1)
SELECT login_name FROM Course_Authors_and_Tutors WHERE author_id IN (SELECT author_id FROM Student_Course_Enrolment) OR author_id IN (SELECT author_id FROM Students)
SELECT T2.Name FROM Medication AS T1 JOIN Prescribes AS T2 ON T1.Code = T2.Medication WHERE T2.Stay = 111
SELECT Name FROM Department WHERE Head IN (SELECT Physician.EmployeeID FROM Affiliated_With JOIN Physician ON Affiliated_With.Physician = Physician.EmployeeID)
SELECT Type, Nationality FROM ship
SELECT Classroom FROM list WHERE Grade = 4
SELECT Headquarters FROM company GROUP BY Headquarters HAVING count(*) >= 2
SELECT Location_Code FROM Document_Locations WHERE DOCUMENT_ID = (SELECT DOCUMENT_ID FROM All_Documents WHERE DOCUMENT_NAME = "Robin CV")
SELECT LOCATION_Code FROM Document_Locations GROUP BY LOCATION_Code HAVING count(*) >= 3
SELECT AVG(access_count) FROM Documents WHERE functional_area_description = "Acknowledgement"
SELECT max(Sales_billion) , min(Sales_billion) FROM Companies WHERE Industry != "Banking"
SELECT Name FROM pilot WHERE Age > 30 ORDER BY Name DESC
SELECT pName FROM Player WHERE yCard = 'yes' ORDER BY HS DESC
SELECT College.cName FROM College JOIN Tryout ON College.cName = Tryout.cName WHERE enr > 0 AND Tryout.pPos IN ('goalie', 'mid')
SELECT Customer_Phone FROM Performers WHERE Customer_Name = "Ashley"
SELECT Name FROM Manufacturers WHERE Revenue BETWEEN 100 AND 150
SELECT problem_id FROM Problems WHERE product_id = (SELECT product_id FROM Product WHERE product_name = "voluptatem") AND date_problem_reported > '1995-05-14'
SELECT Fname, Lname FROM Student WHERE Sex = 'F' AND President_Vote = 1
SELECT count(DISTINCT gender) FROM Dorm
SELECT first_name FROM Staff WHERE staff_id IN (SELECT staff_id FROM Complaints GROUP BY staff_id ORDER BY count(*) DESC LIMIT 5)
SELECT AVG(amount_of_transaction) FROM Transactions ORDER BY AVG(amount_of_transaction)
SELECT investor_id, COUNT(*) FROM Transactions GROUP BY investor_id
SELECT Ref_Hotel_Star_Ratings.star_rating_description FROM Hotels JOIN Ref_Hotel_Star_Ratings ON Hotels.star_rating_code = Ref_Hotel_Star_Ratings.star_rating_code WHERE price_range > 10000
SELECT T3.address_content FROM Customers AS T1 JOIN Customer_Addresses AS T2 ON T1.customer_id = T2.customer_id JOIN Addresses AS T3 ON T2.address_id = T3.address_id WHERE T1.customer_name = "Maudie Kertzmann"
SELECT city FROM Addresses WHERE zip_postcode = 255
SELECT Famous_Title FROM artist WHERE Artist = "Triumfall"
SELECT GDP FROM city ORDER BY Regional_Population DESC LIMIT 1
SELECT AVG(Price) FROM wine
SELECT customer_status_code FROM Customers GROUP BY customer_status_code ORDER BY count(*) ASC LIMIT 1
SELECT SUM(amount_payment) FROM Customer_Payments WHERE customer_id IN (SELECT customer_id FROM Customers WHERE first_name = 'Carole' AND last_name = 'Bernhard')
SELECT rank , sex , count(*) FROM Faculty GROUP BY rank , sex
SELECT count(*) FROM routes WHERE airline = 'American Airlines'
SELECT order_id FROM Shipments WHERE shipment_tracking_number = "3452"
SELECT DISTINCT Publisher FROM book_club WHERE Year = 1989 UNION SELECT DISTINCT Publisher FROM book_club WHERE Year = 1990
