SELECT Date, Vote_Percent FROM election
SELECT Name, Party FROM representative
SELECT Lifespan FROM representative WHERE State = 'New York' OR State = 'Indiana'
SELECT Name FROM representative JOIN election ON representative.Representative_ID = election.Representative_ID ORDER BY election.Votes DESC
SELECT Party FROM representative JOIN election ON representative.Representative_ID = election.Representative_ID ORDER BY election.Votes LIMIT 1
SELECT Lifespan FROM representative JOIN election ON representative.Representative_ID = election.Representative_ID ORDER BY election.Vote_Percent DESC
SELECT Party, COUNT(*) FROM representative GROUP BY Party
SELECT State FROM representative GROUP BY State HAVING COUNT(*) >= 2
SELECT Party FROM representative WHERE State = 'New York' INTERSECT SELECT Party FROM representative WHERE State = 'Pennsylvania'
SELECT COUNT(DISTINCT Party) FROM representative
SELECT building_short_name FROM Apartment_Buildings WHERE building_manager = 'Emma'
SELECT apt_number FROM Apartments WHERE apt_type_code = "Flat"
SELECT apt_number FROM Apartments WHERE apt_type_code = "Flat"
SELECT date_of_birth FROM Guests WHERE gender_code = "Male"
SELECT Apartments.apt_number, booking_start_date, booking_end_date FROM Apartment_Bookings JOIN Apartments ON Apartment_Bookings.apt_id = Apartments.apt_id
SELECT booking_status_code FROM Apartment_Bookings JOIN Apartments ON Apartment_Bookings.apt_id = Apartments.apt_id WHERE Apartments.apt_number = "Suite 634"
SELECT Apartment_Facilities.facility_code FROM Apartments JOIN Apartment_Facilities ON Apartments.apt_id = Apartment_Facilities.apt_id WHERE bedroom_count > 4
SELECT building_address FROM Apartment_Buildings WHERE building_id IN (SELECT building_id FROM Apartments WHERE bathroom_count > 2)
SELECT apt_type_code, COUNT(*) FROM Apartments GROUP BY apt_type_code ORDER BY COUNT(*) ASC
SELECT gender_code, COUNT(*) FROM Guests GROUP BY gender_code ORDER BY COUNT(*) DESC
SELECT Campus FROM Campuses WHERE Year = 1958
SELECT Campus FROM Campuses WHERE Year < 1800
SELECT Campus FROM Campuses WHERE Year < 1800
SELECT YEAR FROM degrees ORDER BY Degrees DESC LIMIT 1
SELECT Campus FROM enrollments WHERE TotalEnrollment_AY > 400 AND FTE_AY > 200 AND YEAR = 1956
SELECT COUNT(DISTINCT Degrees) FROM degrees WHERE Campus = 'San Jose State University' AND YEAR = 2000
SELECT Campuses.Campus FROM Campuses JOIN faculty ON Campuses.Id = faculty.Campus WHERE faculty.Faculty BETWEEN 600 AND 1000 AND Campuses.YEAR = 2004
SELECT COUNT(*) FROM faculty WHERE Campus = (SELECT Campus FROM degrees WHERE Year = 2001 ORDER BY Degrees ASC LIMIT 1)
SELECT campusfee FROM csu_fees WHERE campus = "San Francisco State University" AND YEAR = 2000
SELECT COUNT(Id) FROM Campuses
SELECT COUNT(DISTINCT last_name) FROM actor
SELECT T1.title, T1.film_id FROM film AS T1 JOIN inventory AS T2 ON T1.film_id = T2.film_id WHERE T2.inventory < 3 AND T1.rental_rate = 0.99
SELECT payment_date FROM payment WHERE amount > 10 AND staff_id = (SELECT staff_id FROM staff WHERE first_name = 'Elsa')
SELECT COUNT(customer_id) FROM customer WHERE active = 1
SELECT store_id FROM inventory GROUP BY store_id ORDER BY count(*) DESC LIMIT 1
SELECT title, film_id FROM film WHERE inventory_id = (SELECT inventory_id FROM inventory GROUP BY inventory_id ORDER BY count(*) DESC LIMIT 1)
SELECT count(*) FROM store
SELECT title FROM film WHERE special_features LIKE '%Deleted Scenes%'
SELECT address_id, email FROM customer WHERE first_name = 'Linda'
SELECT MAX(amount) FROM payment
SELECT song.f_id FROM song JOIN files ON song.f_id = files.f_id ORDER BY files.duration DESC LIMIT 1
SELECT files.file_size, formats FROM song JOIN files ON song.f_id = files.f_id WHERE resolution < 800
SELECT T1.artist_name, T1.country FROM artist AS T1 JOIN files AS T2 ON T1.artist_name = T2.artist_name JOIN song AS T3 ON T2.f_id = T3.f_id ORDER BY T3.rating DESC LIMIT 3
SELECT T2.artist_name, T1.country FROM artist AS T1 JOIN files AS T2 ON T1.artist_name = T2.artist_name JOIN song ON T2.f_id = song.f_id ORDER BY song.rating DESC LIMIT 3
SELECT T2.artist_name FROM artist AS T1 JOIN files AS T2 ON T1.artist_name = T2.artist_name JOIN song ON T2.f_id = song.f_id WHERE T1.country = 'UK' AND song.genre_is = 'English'
SELECT artist_name, gender FROM artist WHERE artist_name IN (SELECT artist_name FROM song WHERE releasedate BETWEEN TO_DATE('2023-03-01', 'YYYY-MM-DD') AND TO_DATE('2023-03-31', 'YYYY-MM-DD'))
SELECT song_name FROM song ORDER BY resolution
SELECT languages, MAX(files.duration), MAX(resolution) FROM song JOIN files ON song.f_id = files.f_id GROUP BY languages ORDER BY languages
SELECT artist_name, COUNT(song_name) FROM song WHERE genre_is = 'English' GROUP BY artist_name
SELECT artist_name FROM artist GROUP BY artist_name ORDER BY COUNT(*) DESC LIMIT 3
SELECT COUNT(*) FROM film
SELECT DISTINCT Director FROM film
SELECT AVG(Gross_in_dollar) FROM film
SELECT Type FROM film_market_estimation WHERE Year = 1995
SELECT T1.Country FROM market AS T1 JOIN film_market_estimation AS T2 ON T1.Market_ID = T2.Market_ID GROUP BY T1.Country ORDER BY COUNT(T2.Film_ID) DESC
SELECT DISTINCT film.Director FROM film_market_estimation JOIN film ON film_market_estimation.Film_ID = film.Film_ID WHERE Year = 1995
SELECT Studio, COUNT(*) FROM film GROUP BY Studio
SELECT T1.Title FROM film AS T1 JOIN film_market_estimation AS T2 ON T1.Film_ID = T2.Film_ID WHERE T2.Estimation_ID IS NULL
SELECT T1.Title FROM film AS T1 JOIN film_market_estimation AS T2 ON T1.Film_ID = T2.Film_ID WHERE T2.Estimation_ID IS NULL
SELECT Title FROM film WHERE Film_ID = (SELECT Film_ID FROM film_market_estimation ORDER BY High_Estimate DESC LIMIT 1)
SELECT problem_log_id FROM Problem_Log ORDER BY log_entry_date DESC LIMIT 1
SELECT problem_log_id, problem_id FROM Problem_Log ORDER BY log_entry_date LIMIT 1
SELECT problem_log_id, problem_id FROM Problem_Log ORDER BY log_entry_date LIMIT 1
SELECT problem_log_id, log_entry_description FROM Problem_Log
SELECT problem_id, problem_log_id FROM Problem_Log WHERE assigned_to_staff_id = (SELECT staff_id FROM Staff WHERE staff_first_name = 'Rylan' AND staff_last_name = 'Homenick')
SELECT COUNT(*) FROM Problems WHERE product_id = (SELECT product_id FROM Product WHERE product_name = 'voluptatem')
SELECT COUNT(*) FROM Problems JOIN Product ON Problems.product_id = Product.product_id WHERE Product.product_name = "voluptatem"
SELECT DISTINCT product_name FROM Product ORDER BY product_id
SELECT DISTINCT T1.problem_id FROM Problems AS T1 JOIN Staff AS T2 ON T1.reported_by_staff_id = T2.staff_id WHERE T2.staff_first_name = 'Rylan' AND T2.staff_last_name = 'Homenick' AND T1.date_problem_reported > T1.date_problem_reported
SELECT T1.staff_first_name, T1.staff_last_name FROM Staff AS T1 JOIN Problems AS T2 ON T1.staff_id = T2.reported_by_staff_id JOIN Product ON T2.product_id = Product.product_id WHERE T2.product_id = 1 AND Product.product_name != "rem" AND Product.product_name != "aut"
SELECT Name FROM event ORDER BY Year DESC LIMIT 1
SELECT COUNT(*) FROM stadium
SELECT Country FROM stadium GROUP BY Country HAVING count(*) <= 3
SELECT Country FROM stadium WHERE Capacity > 60000 UNION SELECT Country FROM stadium WHERE Capacity < 50000
SELECT COUNT(DISTINCT City) FROM stadium WHERE Opening_year < 2006
SELECT name FROM swimmer ORDER BY meter_100 ASC
SELECT name FROM swimmer JOIN record ON swimmer.ID = record.Swimmer_ID WHERE record.result = "win"
SELECT T2.name, T1.capacity FROM stadium AS T1 JOIN event AS T2 ON T1.id = T2.stadium_id WHERE T2.name = "World Junior"
SELECT name FROM stadium WHERE ID NOT IN (SELECT stadium_id FROM event)
SELECT name FROM swimmer WHERE ID NOT IN (SELECT Swimmer_ID FROM record)
SELECT Fname FROM Student WHERE Age > 20
SELECT SUM(student_capacity) FROM Dorm
SELECT AVG(student_capacity) , SUM(student_capacity) FROM Dorm WHERE gender = X
SELECT dorm_name, gender FROM Dorm WHERE dorm_name LIKE '%Donor%'
SELECT dorm_name FROM Dorm WHERE dormid IN
SELECT DISTINCT amenity_name FROM Dorm_amenity ORDER BY amenity_name
SELECT Fname, LName FROM Student WHERE Age < (SELECT AVG(Age) FROM Student)
SELECT AVG(Age) , MAX(Age) FROM Student WHERE Sex != 'M'
SELECT dorm_name, student_capacity FROM Dorm ORDER BY COUNT(*) ASC LIMIT 1
SELECT dorm_name FROM Dorm WHERE dormid NOT IN (SELECT dormid FROM Has_amenity WHERE amenid IN (SELECT amenid FROM Dorm_amenity WHERE amenity_name = 'TV Lounge'))
SELECT Rank, COUNT(*) FROM captain GROUP BY Rank
SELECT Rank, COUNT(*) FROM captain WHERE age < 50 GROUP BY Rank
SELECT Name FROM captain ORDER BY age
SELECT Name, Class, Rank FROM captain
SELECT Name FROM captain WHERE Rank IN ('Midshipman', 'Lieutenant')
SELECT T2.Type FROM Ship AS T1 JOIN Ship AS T2 ON T1.Ship_ID = T2.Ship_ID WHERE T1.Flag = 'Panama' AND T2.Flag = 'Malta'
SELECT Built_Year FROM Ship ORDER BY Built_Year DESC LIMIT 1
SELECT Name FROM Ship WHERE Ship_ID IN (SELECT Ship_ID FROM captain GROUP BY Ship_ID HAVING count(*) > 1)
SELECT Name, Class FROM Ship WHERE Ship_ID NOT IN (SELECT Ship_ID FROM captain)
SELECT Name, Flag FROM Ship WHERE Ship_ID NOT IN (SELECT Ship_ID FROM captain WHERE Rank = 'Midshipman')
