SELECT Date, Vote_Percent FROM election
SELECT Name, Party FROM representative
SELECT Lifespan FROM representative WHERE State = 'New York' OR State = 'Indiana'
SELECT Name FROM representative ORDER BY Votes DESC
SELECT Party FROM representative ORDER BY Votes ASC LIMIT 1
SELECT Lifespan FROM representative ORDER BY Vote_Percent DESC
SELECT Party, COUNT(*) FROM representative GROUP BY Party
SELECT State FROM representative GROUP BY State HAVING COUNT(*) >= 2
SELECT Party FROM representative WHERE State = 'New York' INTERSECT SELECT Party FROM representative WHERE State = 'Pennsylvania'
SELECT count(DISTINCT Party) FROM representative
SELECT building_short_name FROM Apartment_Buildings WHERE building_manager = 'Emma'
SELECT apt_number FROM Apartments WHERE apt_type_code = "Flat"
SELECT apt_number FROM Apartments WHERE apt_type_code = "Flat"
SELECT date_of_birth FROM Guests WHERE gender_code = "Male"
SELECT apt_number, booking_start_date, booking_end_date FROM Apartment_Bookings
SELECT booking_status_code FROM Apartment_Bookings WHERE apt_number = "Suite 634"
SELECT facility_code FROM Apartments WHERE bedroom_count > 4
SELECT building_address FROM Apartment_Buildings WHERE building_id IN (SELECT building_id FROM Apartments WHERE bathroom_count > 2)
SELECT apt_type_code, COUNT(*) FROM Apartments GROUP BY apt_type_code ORDER BY COUNT(*) ASC
SELECT gender_code, COUNT(*) FROM Guests GROUP BY gender_code ORDER BY COUNT(*) DESC
SELECT Campus FROM Campuses WHERE Year = 1958
SELECT Campus FROM Campuses WHERE Year < 1800
SELECT Campus FROM Campuses WHERE Year < 1800
SELECT YEAR FROM degrees ORDER BY Degrees DESC LIMIT 1
SELECT Campus FROM Campuses WHERE TotalEnrollment_AY > 400 AND FTE_AY > 200 AND YEAR = 1956
SELECT COUNT(DISTINCT Degrees) FROM degrees WHERE Campus = "San Jose State University" AND YEAR = 2000
SELECT Campus FROM Campuses WHERE Faculty BETWEEN 600 AND 1000 AND YEAR = 2004
SELECT COUNT(*) FROM faculty WHERE Campus = (SELECT Campus FROM degrees WHERE Year = 2001 ORDER BY Degrees ASC LIMIT 1)
SELECT campusfee FROM csu_fees WHERE campus = "San Francisco State University" AND YEAR = 2000
SELECT count(*) FROM Campuses
SELECT count(DISTINCT last_name) FROM actor
SELECT title, film_id FROM film WHERE rental_rate = 0.99 AND inventory < 3
SELECT T2.payment_date FROM payment AS T1 JOIN staff AS T2 ON T1.staff_id = T2.staff_id WHERE T1.amount > 10 AND T2.first_name = 'Elsa'
SELECT COUNT(customer_id) FROM customer WHERE active = 1
SELECT store_id FROM inventory GROUP BY store_id ORDER BY count(*) DESC LIMIT 1
SELECT title, film_id FROM film WHERE inventory_id = (SELECT inventory_id FROM inventory GROUP BY inventory_id ORDER BY count(*) DESC LIMIT 1)
SELECT count(*) FROM store
SELECT title FROM film WHERE special_features LIKE '%Deleted Scenes%'
SELECT T2.address, T2.email FROM customer AS T1 INNER JOIN address AS T2 ON T1.address_id = T2.address_id WHERE T1.first_name = 'Linda'
SELECT max(amount) FROM payment
SELECT f_id FROM files ORDER BY duration DESC LIMIT 1
SELECT file_size, formats FROM song WHERE resolution < 800
SELECT T1.artist_name, T1.country FROM artist AS T1 JOIN files AS T2 ON T1.artist_name = T2.artist_name JOIN song AS T3 ON T2.f_id = T3.f_id ORDER BY T3.rating DESC LIMIT 3
SELECT T2.artist_name, T2.country FROM song AS T1 JOIN artist AS T2 ON T1.artist_name = T2.artist_name ORDER BY T1.rating DESC LIMIT 3
SELECT T2.artist_name FROM artist AS T1 JOIN files AS T2 ON T1.artist_name = T2.artist_name WHERE T1.country = 'UK' AND T2.genre_is = 'English'
SELECT artist_name, gender FROM artist WHERE artist_name IN (SELECT artist_name FROM song WHERE releasedate BETWEEN TO_DATE('2023-03-01', 'YYYY-MM-DD') AND TO_DATE('2023-03-31', 'YYYY-MM-DD'))
SELECT song_name FROM song ORDER BY resolution ASC
SELECT T2.language, MAX(T1.duration), MAX(T1.resolution) FROM song AS T1 JOIN files AS T2 ON T1.f_id = T2.f_id GROUP BY T2.language ORDER BY T2.language ASC
SELECT artist_name, COUNT(song_name) FROM song WHERE genre_is = 'English' GROUP BY artist_name
SELECT artist_name FROM artist GROUP BY artist_name ORDER BY COUNT(*) DESC LIMIT 3
SELECT count(*) FROM film
SELECT DISTINCT Director FROM film
SELECT AVG(Gross_in_dollar) FROM film
SELECT Type FROM film_market_estimation WHERE Year = 1995
SELECT T2.Country FROM market AS T1 JOIN film_market_estimation AS T2 ON T1.Market_ID = T2.Market_ID ORDER BY T1.Number_cities DESC
SELECT DISTINCT Director FROM film WHERE Film_ID IN (SELECT Film_ID FROM film_market_estimation WHERE Year = 1995)
SELECT Studio, COUNT(*) FROM film GROUP BY Studio
SELECT T1.Title FROM film AS T1 JOIN film_market_estimation AS T2 ON T1.Film_ID = T2.Film_ID WHERE T2.Estimation_ID IS NULL
SELECT T1.Title FROM film AS T1 INNER JOIN film_market_estimation AS T2 ON T1.Film_ID = T2.Film_ID WHERE T2.Estimation_ID IS NULL
SELECT T1.Title FROM film AS T1 JOIN film_market_estimation AS T2 ON T1.Film_ID = T2.Film_ID ORDER BY T2.High_Estimate DESC LIMIT 1
SELECT problem_log_id FROM Problem_Log ORDER BY log_entry_date DESC LIMIT 1
SELECT problem_log_id, problem_id FROM Problem_Log ORDER BY log_entry_date ASC LIMIT 1
SELECT problem_log_id, problem_id FROM Problem_Log ORDER BY log_entry_date ASC LIMIT 1
SELECT problem_log_id, log_entry_description FROM Problem_Log
SELECT problem_id, problem_log_id FROM Problem_Log WHERE assigned_to_staff_id = (SELECT staff_id FROM Staff WHERE staff_first_name = 'Rylan' AND staff_last_name = 'Homenick')
SELECT COUNT(*) FROM Problems WHERE product_id = (SELECT product_id FROM Product WHERE product_name = 'voluptatem')
SELECT COUNT(*) FROM Problems WHERE product_id = (SELECT product_id FROM Product WHERE product_name = "voluptatem")
SELECT DISTINCT product_name FROM Product ORDER BY product_id
SELECT DISTINCT T1.problem_id FROM Problems AS T1 JOIN Staff AS T2 ON T1.reported_by_staff_id = T2.staff_id WHERE T2.staff_first_name = 'Rylan' AND T2.staff_last_name = 'Homenick' AND T1.date_problem_reported > T2.date_problem_reported
SELECT T1.staff_first_name, T1.staff_last_name FROM Staff AS T1 JOIN Problems AS T2 ON T1.staff_id = T2.reported_by_staff_id WHERE T2.product_id = (SELECT product_id FROM Product WHERE product_name = "rem") AND T2.product_id != (SELECT product_id FROM Product WHERE product_name = "aut")
SELECT Name FROM event WHERE Year = (SELECT MAX(Year) FROM event)
SELECT count(*) FROM stadium
SELECT Country FROM stadium GROUP BY Country HAVING count(*) <= 3
SELECT Country FROM stadium WHERE Capacity > 60000 UNION SELECT Country FROM stadium WHERE Capacity < 50000
SELECT COUNT(DISTINCT City) FROM stadium WHERE Opening_year < 2006
SELECT name FROM swimmer ORDER BY meter_100 ASC
SELECT name FROM swimmer WHERE result = "win"
SELECT T2.name, T2.capacity FROM stadium AS T1 JOIN event AS T2 ON T1.id = T2.stadium_id WHERE T2.name = "World Junior"
SELECT name FROM stadium WHERE ID NOT IN (SELECT stadium_id FROM event)
SELECT name FROM swimmer WHERE ID NOT IN (SELECT Swimmer_ID FROM record)
SELECT Fname FROM Student WHERE Age > 20
SELECT SUM(student_capacity) FROM Dorm
SELECT AVG(student_capacity) , SUM(student_capacity) FROM Dorm WHERE gender = X
SELECT dorm_name, gender FROM Dorm WHERE dorm_name LIKE '%Donor%'
SELECT dorm_name FROM Dorm WHERE dormid IN
SELECT DISTINCT amenity_name FROM Dorm_amenity
SELECT Fname, LName FROM Student WHERE Age < (SELECT AVG(Age) FROM Student)
SELECT AVG(Age), MAX(Age) FROM Student WHERE Sex != 'M'
SELECT dorm_name, student_capacity FROM Dorm ORDER BY COUNT(*) ASC LIMIT 1
SELECT dorm_name FROM Dorm WHERE dormid NOT IN (SELECT dormid FROM Has_amenity WHERE amenid IN (SELECT amenid FROM Dorm_amenity WHERE amenity_name = 'TV Lounge'))
SELECT Rank, COUNT(*) FROM captain GROUP BY Rank
SELECT Rank, COUNT(*) FROM captain WHERE age < 50 GROUP BY Rank
SELECT Name FROM captain ORDER BY age ASC
SELECT Name, Class, Rank FROM captain
SELECT Name FROM captain WHERE Rank IN ('Midshipman', 'Lieutenant')
SELECT T2.Type FROM Ship AS T1 JOIN Ship AS T2 ON T1.Ship_ID = T2.Ship_ID WHERE T1.Flag = 'Panama' AND T2.Flag = 'Malta'
SELECT Built_Year FROM Ship GROUP BY Built_Year ORDER BY COUNT(*) DESC LIMIT 1
SELECT Name FROM Ship WHERE Ship_ID IN (SELECT Ship_ID FROM captain GROUP BY Ship_ID HAVING count(*) > 1)
SELECT Name, Class FROM Ship WHERE Ship_ID NOT IN (SELECT Ship_ID FROM captain)
SELECT Name, Flag FROM Ship WHERE Ship_ID NOT IN (SELECT Ship_ID FROM captain WHERE Rank = 'Midshipman')
