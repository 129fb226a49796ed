SELECT Date, Vote_Percent FROM election
SELECT Name, Party FROM representative
SELECT Lifespan FROM representative WHERE State = 'New York' OR State = 'Indiana'
SELECT Name FROM representative JOIN election ON representative.Representative_ID = election.Representative_ID ORDER BY election.Votes DESC
SELECT Party FROM representative JOIN election ON representative.Representative_ID = election.Representative_ID ORDER BY election.Votes ASC LIMIT 1
SELECT Lifespan FROM representative JOIN election ON representative.Representative_ID = election.Representative_ID ORDER BY election.Vote_Percent DESC
SELECT Party, COUNT(*) FROM representative GROUP BY Party
SELECT State FROM representative GROUP BY State HAVING count(*) >= 2
SELECT Party FROM representative WHERE State = 'New York' INTERSECT SELECT Party FROM representative WHERE State = 'Pennsylvania'
SELECT count(DISTINCT Party) FROM representative
SELECT building_short_name FROM Apartment_Buildings WHERE building_manager = 'Emma'
SELECT apt_number FROM Apartments WHERE apt_type_code = "Flat"
SELECT apt_number FROM Apartments WHERE apt_type_code = "Flat"
SELECT date_of_birth FROM Guests WHERE gender_code = "Male"
SELECT Apartments.apt_number, booking_start_date, booking_end_date FROM Apartment_Bookings JOIN Apartments ON Apartment_Bookings.apt_id = Apartments.apt_id
SELECT booking_status_code FROM Apartment_Bookings JOIN Apartments ON Apartment_Bookings.apt_id = Apartments.apt_id WHERE Apartments.apt_number = "Suite 634"
SELECT Apartment_Facilities.facility_code FROM Apartments JOIN Apartment_Facilities ON Apartments.apt_id = Apartment_Facilities.apt_id WHERE bedroom_count > 4
SELECT building_address FROM Apartment_Buildings WHERE building_id IN (SELECT building_id FROM Apartments GROUP BY building_id HAVING COUNT(bathroom_count) > 2)
SELECT apt_type_code, COUNT(*) FROM Apartments GROUP BY apt_type_code ORDER BY COUNT(*) ASC
SELECT gender_code, COUNT(*) FROM Guests GROUP BY gender_code ORDER BY COUNT(*) DESC
SELECT Campus FROM Campuses WHERE Year = 1958
SELECT Campus FROM Campuses WHERE Year < 1800
SELECT Campus FROM Campuses WHERE Year < 1800
SELECT YEAR FROM degrees ORDER BY Degrees DESC LIMIT 1
SELECT Campus FROM enrollments WHERE TotalEnrollment_AY > 400 AND FTE_AY > 200 AND YEAR = 1956
SELECT COUNT(*) FROM degrees WHERE Campus = "San Jose State University" AND YEAR = 2000
SELECT Campuses.Campus FROM Campuses JOIN faculty ON Campuses.Id = faculty.Campus WHERE faculty.Faculty BETWEEN 600 AND 1000 AND Campuses.YEAR = 2004
SELECT COUNT(*) FROM faculty WHERE YEAR = 2001 ORDER BY Faculty ASC LIMIT 1
SELECT campusfee FROM csu_fees WHERE campus = "San Francisco State University" AND YEAR = 2000
SELECT count(*) FROM Campuses
SELECT count(DISTINCT last_name) FROM actor
SELECT T1.title , T1.film_id FROM film AS T1 JOIN inventory AS T2 ON T1.film_id = T2.film_id WHERE T2.inventory_id < 3 AND T1.rental_rate = 0.99
SELECT payment_date FROM payment WHERE amount > 10 AND staff_id = (SELECT staff_id FROM staff WHERE first_name = 'Elsa')
SELECT COUNT(*) FROM customer WHERE active = 1
SELECT store_id FROM inventory GROUP BY store_id ORDER BY count(*) DESC LIMIT 1
SELECT film.title, inventory_id FROM inventory JOIN film ON inventory.film_id = film.film_id GROUP BY film.title ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM store
SELECT title FROM film WHERE special_features LIKE '%Deleted Scenes%'
SELECT T2.address, T1.email FROM customer AS T1 JOIN address AS T2 ON T1.address_id = T2.address_id WHERE T1.first_name = 'LINDA'
SELECT max(amount) FROM payment
SELECT f_id FROM files ORDER BY duration DESC LIMIT 1
SELECT file_size, formats FROM files JOIN song ON files.f_id = song.f_id WHERE song.resolution < 800
SELECT artist_name, country FROM artist WHERE artist_name IN (SELECT artist_name FROM song ORDER BY rating DESC LIMIT 3)
SELECT T2.artist_name, T2.country FROM song AS T1 JOIN artist AS T2 ON T1.artist_name = T2.artist_name ORDER BY T1.rating DESC LIMIT 3
SELECT artist.artist_name FROM artist JOIN song ON artist.artist_name = song.artist_name WHERE artist.country = 'UK' AND song.genre_is = 'English'
SELECT artist_name, gender FROM artist WHERE artist_name IN (SELECT artist_name FROM song WHERE releasedate LIKE '2011-03%' AND genre_is IN ('tagore', 'nazrul'))
SELECT song_name FROM song ORDER BY resolution
SELECT languages, MAX(files.duration), MAX(resolution) FROM song JOIN files ON song.f_id = files.f_id GROUP BY languages ORDER BY languages ASC
SELECT artist_name, COUNT(song_name) FROM song WHERE genre_is = 'English' GROUP BY artist_name
SELECT artist_name FROM artist GROUP BY artist_name ORDER BY count(*) DESC LIMIT 3
SELECT count(*) FROM film
SELECT DISTINCT Director FROM film
SELECT AVG(Gross_in_dollar) FROM film
SELECT Type FROM film_market_estimation WHERE Year = 1995
SELECT Country FROM market ORDER BY Number_cities DESC
SELECT DISTINCT Director FROM film WHERE Film_ID IN (SELECT Film_ID FROM film_market_estimation WHERE Year = 1995)
SELECT Studio FROM film
SELECT T1.Title FROM film AS T1 JOIN film_market_estimation AS T2 ON T1.Film_ID = T2.Film_ID WHERE T2.Estimation_ID IS NULL
SELECT Title FROM film WHERE Film_ID NOT IN (SELECT Film_ID FROM film_market_estimation)
SELECT film.Title FROM film_market_estimation JOIN film ON film_market_estimation.Film_ID = film.Film_ID WHERE High_Estimate = (SELECT MAX(High_Estimate) FROM film_market_estimation)
SELECT problem_log_id FROM Problem_Log ORDER BY log_entry_date DESC LIMIT 1
SELECT problem_log_id, problem_id FROM Problem_Log ORDER BY log_entry_date ASC LIMIT 1
SELECT problem_log_id, problem_id FROM Problem_Log ORDER BY log_entry_date ASC LIMIT 1
SELECT problem_log_id, log_entry_description FROM Problem_Log
SELECT problem_id, problem_log_id FROM Problem_Log WHERE assigned_to_staff_id = (SELECT staff_id FROM Staff WHERE staff_first_name = 'Rylan' AND staff_last_name = 'Homenick')
SELECT count(*) FROM Problems WHERE product_id = (SELECT product_id FROM Product WHERE product_name = 'voluptatem')
SELECT COUNT(*) FROM Problems JOIN Product ON Problems.product_id = Product.product_id WHERE Product.product_name = "voluptatem"
SELECT DISTINCT product_name FROM Product
SELECT T1.problem_id FROM Problems AS T1 JOIN Problems AS T2 ON T1.product_id = T2.product_id JOIN Staff AS T3 ON T2.reported_by_staff_id = T3.staff_id WHERE T3.staff_first_name = 'Rylan' AND T3.staff_last_name = 'Homenick' AND T2.date_problem_reported > T1.date_problem_reported
SELECT T1.staff_first_name, T1.staff_last_name FROM Staff AS T1 JOIN Problems AS T2 ON T1.staff_id = T2.reported_by_staff_id JOIN Product ON T2.product_id = Product.product_id WHERE T2.product_id = 4 AND Product.product_name != "rem"
SELECT Name FROM event ORDER BY Year DESC LIMIT 1
SELECT count(*) FROM stadium
SELECT Country FROM stadium GROUP BY Country HAVING count(*) <= 3
SELECT Country FROM stadium WHERE Capacity > 60000 UNION SELECT Country FROM stadium WHERE Capacity < 50000
SELECT COUNT(DISTINCT City) FROM stadium WHERE Opening_year < 2006
SELECT name FROM swimmer ORDER BY meter_100 ASC
SELECT name FROM swimmer JOIN record ON swimmer.ID = record.Swimmer_ID WHERE record.Result = "Win"
SELECT T1.name, T1.capacity FROM stadium AS T1 JOIN event AS T2 ON T1.id = T2.stadium_id WHERE T2.name = "World Junior"
SELECT name FROM stadium WHERE ID NOT IN (SELECT stadium_id FROM event)
SELECT name FROM swimmer WHERE ID NOT IN (SELECT Swimmer_ID FROM record)
SELECT Fname FROM Student WHERE Age > 20
SELECT sum(student_capacity) FROM Dorm
SELECT AVG(student_capacity) , SUM(student_capacity) FROM Dorm WHERE gender = "X"
SELECT student_capacity, gender FROM Dorm WHERE dorm_name LIKE '%Donor%'
SELECT dorm_name FROM Dorm WHERE dormid IN (SELECT dormid FROM Has_amenity WHERE amenid IN (SELECT amenid FROM Dorm_amenity WHERE amenity_name = 'TV Lounge' INTERSECT SELECT amenid FROM Dorm_amenity WHERE amenity_name = 'Study Room'))
SELECT DISTINCT amenity_name FROM Dorm_amenity
SELECT Fname, LName FROM Student WHERE Age < (SELECT AVG(Age) FROM Student)
SELECT AVG(Age), MAX(Age) FROM Student WHERE Sex != 'F'
SELECT dorm_name, student_capacity FROM Dorm ORDER BY student_capacity ASC LIMIT 1
SELECT dorm_name FROM Dorm WHERE dormid NOT IN (SELECT dormid FROM Has_amenity WHERE amenid = 900)
SELECT Rank, COUNT(*) FROM captain GROUP BY Rank
SELECT Rank, COUNT(*) FROM captain WHERE age < 50 GROUP BY Rank
SELECT Name FROM captain ORDER BY age
SELECT Name, Class, Rank FROM captain
SELECT Name FROM captain WHERE Rank IN ('Midshipman', 'Lieutenant')
SELECT T2.Type FROM Ship AS T1 JOIN Ship AS T2 ON T1.Ship_ID = T2.Ship_ID WHERE T1.Flag = 'Panama' AND T2.Flag = 'Malta'
SELECT Built_Year FROM Ship GROUP BY Built_Year ORDER BY COUNT(*) DESC LIMIT 1
SELECT Name FROM Ship WHERE Ship_ID IN (SELECT Ship_ID FROM captain GROUP BY Ship_ID HAVING count(*) > 1)
SELECT Name, Class FROM Ship WHERE Ship_ID NOT IN (SELECT Captain_ID FROM captain)
SELECT Name, Flag FROM Ship WHERE Ship_ID NOT IN (SELECT Ship_ID FROM captain WHERE Rank = 'Midshipman')
