SELECT count(*) FROM farm
SELECT count(*) FROM farm
SELECT Theme FROM farm_competition ORDER BY Year ASC
SELECT Theme FROM farm_competition ORDER BY Year ASC
SELECT count(DISTINCT Status) FROM city
SELECT Official_Name FROM city ORDER BY Population DESC
SELECT Official_Name, Status FROM city ORDER BY Population DESC LIMIT 1
SELECT Year, city.Official_Name FROM farm_competition JOIN city ON farm_competition.Host_city_ID = city.City_ID
SELECT Status FROM city WHERE City_ID IN (SELECT Host_city_ID FROM farm_competition GROUP BY Host_city_ID ORDER BY COUNT(*) DESC LIMIT 1)
SELECT Status FROM city JOIN farm_competition ON city.City_ID = farm_competition.Host_city_ID ORDER BY farm_competition.Competition_ID DESC LIMIT 1
SELECT T2.Theme FROM competition_record AS T1 INNER JOIN farm_competition AS T2 ON T1.Competition_ID = T2.Competition_ID WHERE T1.Farm_ID IN (SELECT Farm_ID FROM farm_competition WHERE Host_city_ID IN (SELECT City_ID FROM city WHERE Population > 1000))
SELECT Status, AVG(Population) FROM city GROUP BY Status
SELECT Official_Name FROM city WHERE City_ID NOT IN (SELECT Host_city_ID FROM farm_competition)
SELECT Official_Name FROM city WHERE City_ID NOT IN (SELECT Host_city_ID FROM farm_competition)
SELECT Official_Name FROM city WHERE Population > 1500 OR Population < 500
SELECT Census_Ranking FROM city WHERE Status != "Village"
SELECT COUNT(*) FROM member WHERE Membership_card = 'Black'
SELECT Address, COUNT(*) FROM member GROUP BY Address
SELECT Name FROM member WHERE Address = 'Harford' OR Address = 'Waterbury'
SELECT Address FROM member WHERE Age < 30 INTERSECT SELECT Address FROM member WHERE Age > 40
SELECT Address FROM shop ORDER BY Open_Year
SELECT Model_name, RAM_MiB FROM chip_model ORDER BY RAM_MiB ASC LIMIT 1
SELECT chip_model, screen_mode FROM phone WHERE Hardware_Model_name = "LG-P760"
SELECT max(chip_model.RAM_MiB) , min(chip_model.RAM_MiB) FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE Company_name = "Nokia Corporation"
SELECT AVG(chip_model.RAM_MiB) FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE Company_name = "Nokia Corporation"
SELECT Hardware_Model_name, Company_name FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE chip_model.Launch_year = 2002 OR RAM_MiB > 32
SELECT Char_cells, Pixels, Hardware_colours FROM screen_mode JOIN phone ON screen_mode.Graphics_mode = phone.screen_mode WHERE phone.Hardware_Model_name = "LG-P760"
SELECT Hardware_Model_name, Company_name FROM phone WHERE screen_mode = "Graphics"
SELECT Company_name FROM phone GROUP BY Company_name HAVING count(*) > 1
SELECT max(used_kb), min(used_kb), avg(used_kb) FROM screen_mode
SELECT chip_model.Model_name FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE Launch_year = 2002 ORDER BY RAM_MiB DESC LIMIT 1
SELECT Hardware_Model_name FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE screen_mode = "Text" OR chip_model.RAM_MiB > 32
SELECT Hardware_Model_name FROM phone WHERE Company_name = "Nokia Corporation" AND screen_mode != "Text"
SELECT Accreditation_type, COUNT(*) FROM phone GROUP BY Accreditation_type
SELECT Model_name FROM chip_model
SELECT COUNT(Model_name) FROM chip_model WHERE WiFi = 'No'
SELECT COUNT(Model_name) FROM chip_model WHERE WiFi = 'No'
SELECT AVG(RAM_MiB) FROM chip_model WHERE Model_name NOT IN (SELECT chip_model FROM phone)
SELECT Name, Party FROM representative
SELECT Lifespan FROM representative WHERE State = 'New York' OR State = 'Indiana'
SELECT Name FROM representative WHERE Representative_ID IN (SELECT Representative_ID FROM election WHERE Votes > 10000)
SELECT Name FROM representative JOIN election ON representative.Representative_ID = election.Representative_ID ORDER BY election.Votes DESC
SELECT Party FROM representative JOIN election ON representative.Representative_ID = election.Representative_ID ORDER BY election.Votes ASC LIMIT 1
SELECT Lifespan FROM representative JOIN election ON representative.Representative_ID = election.Representative_ID ORDER BY election.Vote_Percent DESC
SELECT Party FROM representative GROUP BY Party ORDER BY COUNT(*) DESC LIMIT 1
SELECT State FROM representative GROUP BY State HAVING count(*) >= 2
SELECT Season, Home_team, Away_team FROM game
SELECT AVG(T1.Total_Attendance) FROM stadium AS T1 JOIN game AS T2 ON T1.id = T2.stadium_id WHERE T1.Capacity_Percentage > 100
SELECT id, Score, Date FROM game WHERE id IN (SELECT game_id FROM injury_accident GROUP BY game_id HAVING count(*) >= 2)
SELECT count(DISTINCT Source) FROM injury_accident
SELECT COUNT(game.id) FROM game JOIN injury_accident ON game.id = injury_accident.game_id WHERE injury_accident.Injury IS NULL
SELECT count(DISTINCT Injury) FROM injury_accident JOIN game ON injury_accident.game_id = game.id WHERE game.Season = 2010
SELECT name, Average_Attendance, Total_Attendance FROM stadium WHERE id NOT IN (SELECT game.stadium_id FROM injury_accident JOIN game ON injury_accident.game_id = game.id)
SELECT count(*) FROM debate
SELECT Venue FROM debate ORDER BY Num_of_Audience ASC
SELECT Date, Venue FROM debate
SELECT Party, COUNT(*) FROM people GROUP BY Party
SELECT Party FROM people GROUP BY Party ORDER BY COUNT(*) DESC LIMIT 1
SELECT Player_name FROM player ORDER BY Votes ASC
SELECT Gender, Occupation FROM player
SELECT Sponsor_name FROM player WHERE Residence IN ("Brandon", "Birtle")
SELECT Occupation, COUNT(*) FROM player GROUP BY Occupation
SELECT Residence FROM player GROUP BY Residence HAVING count(*) >= 2
SELECT player.Player_name, coach.Coach_name FROM player_coach JOIN player ON player_coach.Player_ID = player.Player_ID JOIN coach ON player_coach.Coach_ID = coach.Coach_ID
SELECT T1.Player_name, coach.Coach_name FROM player AS T1 JOIN player_coach AS T2 ON T1.Player_ID = T2.Player_ID JOIN coach ON T2.Coach_ID = coach.Coach_ID ORDER BY T1.Votes DESC
SELECT count(*) FROM wrestler
SELECT count(*) FROM wrestler
SELECT Name FROM wrestler ORDER BY Days_held DESC
SELECT Name FROM wrestler ORDER BY Days_held ASC LIMIT 1
SELECT Reign FROM wrestler WHERE Location != 'Tokyo, Japan'
SELECT Name, Location FROM wrestler
SELECT wrestler.Name, Elimination_Move FROM Elimination JOIN wrestler ON Elimination.Wrestler_ID = wrestler.Wrestler_ID
SELECT T1.Name, T2.Team FROM wrestler AS T1 JOIN Elimination AS T2 ON T1.Wrestler_ID = T2.Wrestler_ID ORDER BY T1.Days_held DESC
SELECT Time FROM Elimination JOIN wrestler ON Elimination.Wrestler_ID = wrestler.Wrestler_ID ORDER BY wrestler.Days_held DESC LIMIT 1
SELECT Team, COUNT(*) FROM Elimination GROUP BY Team
SELECT Team FROM Elimination WHERE Elimination_Move = 'Go To Sleep' GROUP BY Team HAVING count(*) > 3
SELECT Reign, Days_held FROM wrestler
SELECT Reign, Days_held FROM wrestler
SELECT Name FROM wrestler WHERE Days_held < 100
SELECT DISTINCT LOCATION FROM wrestler GROUP BY LOCATION HAVING count(*) > 2
SELECT LOCATION FROM wrestler GROUP BY LOCATION HAVING count(*) > 2
SELECT Name FROM wrestler WHERE Wrestler_ID NOT IN (SELECT Wrestler_ID FROM Elimination)
SELECT Team FROM Elimination WHERE Eliminated_By = 'Orton' INTERSECT SELECT Team FROM Elimination WHERE Eliminated_By = 'Benjamin'
SELECT count(DISTINCT Team) FROM Elimination
SELECT count(DISTINCT Team) FROM Elimination
SELECT count(*) FROM School
SELECT count(*) FROM School
SELECT School_name FROM School ORDER BY Enrollment ASC LIMIT 1
SELECT avg(Enrollment), max(Enrollment), min(Enrollment) FROM School
SELECT donator_name, amount FROM endowment ORDER BY amount DESC
SELECT School_name FROM School WHERE School_id NOT IN (SELECT School_id FROM endowment)
SELECT donator_name FROM endowment WHERE amount < 9
SELECT amount, donator_name FROM endowment ORDER BY amount DESC LIMIT 1
SELECT COUNT(*) FROM budget WHERE total_budget_percent_budgeted > 3000 AND YEAR = 2001
SELECT COUNT(*) FROM budget WHERE YEAR = 2001 OR budgeted > 3000
SELECT School_name FROM School JOIN budget ON School.School_id = budget.School_id WHERE budget.total_budget_percent_budgeted > 100 OR total_budget_percent_invested > 10
SELECT T1.school_name, T1.ihsaa_football_class, T1.mascot FROM School AS T1 JOIN budget AS T2 ON T1.school_id = T2.school_id WHERE T2.budgeted > 6000 OR T2.year < 2003 ORDER BY T2.total_budget_percent_invested DESC, T2.total_budget_percent_budgeted
SELECT count(*) FROM building
SELECT Name, Street_address, Floors FROM building ORDER BY Floors
SELECT Name FROM building ORDER BY Years_as_tallest DESC LIMIT 1
SELECT avg(floors), max(floors), min(floors) FROM building
SELECT COUNT(*) FROM building WHERE Height_feet > (SELECT AVG(Height_feet) FROM building) OR Floors > (SELECT AVG(Floors) FROM building)
SELECT Name FROM building WHERE Height_feet >= 200 AND Floors >= 20
SELECT Name FROM building WHERE building_id NOT IN (SELECT Institution_id FROM Institution)
SELECT Institution_id, COUNT(*) FROM protein GROUP BY Institution_id
SELECT protein_name, Institution_id FROM protein
SELECT count(*) FROM pilot
SELECT Position, Team FROM pilot
SELECT DISTINCT Position FROM pilot WHERE Age > 30
SELECT T2.Pilot_name FROM pilot_record AS T1 JOIN pilot AS T2 ON T1.Pilot_ID = T2.Pilot_ID WHERE T2.Team = "Bradley" OR T2.Team = "Fordham"
SELECT T1.Join_Year FROM pilot AS T1 JOIN pilot_record AS T2 ON T1.Pilot_ID = T2.Pilot_ID ORDER BY T1.Rank DESC LIMIT 1
SELECT pilot.Pilot_name, T2.Model FROM pilot_record AS T1 JOIN aircraft AS T2 ON T1.Aircraft_ID = T2.Aircraft_ID JOIN pilot ON T1.Pilot_ID = pilot.Pilot_ID
SELECT pilot.Pilot_name, COUNT(*) FROM pilot_record JOIN pilot ON pilot_record.Pilot_ID = pilot.Pilot_ID GROUP BY pilot.Pilot_name
SELECT document_status_description FROM Ref_Document_Status WHERE document_status_code = 'working'
SELECT role_code FROM Roles
SELECT role_description FROM Roles WHERE role_code = 'ED'
SELECT Roles.role_description, employee_id, COUNT(*) FROM Employees JOIN Roles ON Employees.role_code = Roles.role_code GROUP BY Roles.role_description
SELECT count(*) FROM Documents WHERE shipping_agent_code = 'USPS'
SELECT shipping_agent_code, COUNT(*) FROM Documents GROUP BY shipping_agent_code ORDER BY COUNT(*) DESC LIMIT 1
SELECT T2.address_details FROM Documents_Mailed AS T1 JOIN Addresses AS T2 ON T1.mailed_to_address_id = T2.address_id WHERE T1.document_id = 4
SELECT mailing_date FROM Documents_Mailed WHERE document_id = 7
SELECT document_id FROM Documents WHERE document_status_code = 'done' AND document_type_code = 'Paper' AND shipping_agent_code != 'USPS'
SELECT document_id, COUNT(*) FROM Draft_Copies GROUP BY document_id HAVING COUNT(*) > 1
SELECT employee_name FROM Employees WHERE employee_id IN (SELECT employee_id FROM Circulation_History WHERE document_id = 1)
SELECT Employees.employee_name, COUNT(*) AS draft_count, COUNT(*) AS copy_count FROM Circulation_History JOIN Employees ON Circulation_History.employee_id = Employees.employee_id GROUP BY Circulation_History.employee_id ORDER BY draft_count DESC LIMIT 1
SELECT document_id, COUNT(employee_id) FROM Circulation_History GROUP BY document_id
SELECT name, date FROM races ORDER BY date DESC LIMIT 1
SELECT name FROM races WHERE year = 2017
SELECT DISTINCT name FROM races WHERE year BETWEEN 2014 AND 2017
SELECT DISTINCT lapTimes.driverId, drivers.nationality FROM lapTimes JOIN drivers ON lapTimes.driverId = drivers.driverId WHERE milliseconds > 100000
SELECT forename, surname FROM drivers JOIN results ON drivers.driverId = results.driverId ORDER BY results.laps ASC LIMIT 1
SELECT driverId, forename, surname FROM drivers WHERE driverId
SELECT driverId, forename, surname FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE position = 1 GROUP BY driverId HAVING COUNT(*) >= 2)
SELECT count(*) FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE raceId = (SELECT raceId FROM races WHERE year = 2009))
SELECT COUNT(DISTINCT driverId) FROM drivers WHERE driverId NOT IN (SELECT driverId FROM results WHERE raceId IN (SELECT raceId FROM races WHERE year = 2009))
SELECT COUNT(*) FROM drivers WHERE driverId NOT IN (SELECT driverId FROM results WHERE raceId IN (SELECT raceId FROM races WHERE year = 2009))
SELECT forename, surname FROM drivers WHERE nationality = 'German'
SELECT DISTINCT forename FROM drivers WHERE driverId IN (SELECT driverId FROM constructorStandings WHERE position = 'Standing' AND wins = 1)
SELECT DISTINCT T1.forename FROM drivers AS T1 JOIN driverStandings AS T2 ON T1.driverid = T2.driverid WHERE T2.position = 1 AND T2.points > 20
SELECT nationality, COUNT(*) FROM constructors GROUP BY nationality
SELECT nationality, count(DISTINCT constructorId) FROM constructors GROUP BY nationality
SELECT DISTINCT T2.name FROM races AS T1 JOIN circuits AS T2 ON T1.circuitId = T2.circuitId WHERE T1.year > 2000 AND T2.country = 'Spain'
SELECT races.name FROM races JOIN circuits ON races.circuitId = circuits.circuitId WHERE year > 2000 AND circuits.country = 'Spain'
SELECT DISTINCT driverId FROM drivers WHERE driverId IN (SELECT driverId FROM pitStops WHERE raceId = 841 AND duration > 10)
SELECT DISTINCT forename FROM drivers ORDER BY forename
SELECT DISTINCT forename FROM drivers ORDER BY forename
SELECT name FROM races ORDER BY name DESC
SELECT name FROM races ORDER BY name DESC
SELECT name FROM races WHERE year BETWEEN 2009 AND 2011
SELECT name FROM races WHERE time >= '12:00:00' OR time <= '09:00:00'
SELECT name FROM races WHERE date BETWEEN '2009-01-01' AND '2009-12-31'
SELECT T1.forename, T1.surname, T1.driverId FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId JOIN pitStops AS T3 ON T2.raceId = T3.raceId GROUP BY T1.driverId HAVING COUNT(T3.stop) > 5 OR COUNT(T2.raceId) > 8
SELECT driverId, surname FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE raceId IN (SELECT raceId FROM races WHERE year > 2010 GROUP BY raceId ORDER BY count(*) DESC LIMIT 1))
SELECT name FROM circuits WHERE country = 'UK' OR country = 'Malaysia'
SELECT name FROM constructors WHERE nationality = 'Japan' AND points > 5
SELECT AVG(fastestLapSpeed) FROM results WHERE raceId IN (SELECT raceId FROM races WHERE name = 'Monaco Grand Prix' AND year = 2008)
SELECT AVG(fastestLapSpeed) FROM results WHERE raceId IN (SELECT raceId FROM races WHERE year = 2008 AND circuitId = (SELECT circuitId FROM circuits WHERE name = 'Monaco Grand Prix'))
SELECT T1.fastestLapSpeed FROM results AS T1 JOIN races AS T2 ON T1.raceId = T2.raceId WHERE T2.year > 2004 GROUP BY T2.name ORDER BY T2.year
SELECT T2.fastestLapSpeed FROM results AS T1 JOIN results AS T2 ON T1.resultId = T2.resultId JOIN races ON T1.raceId = races.raceId WHERE T1.raceId > 2004 ORDER BY races.year
SELECT T1.year, AVG(T2.fastestLapSpeed) FROM races AS T1 INNER JOIN results AS T2 ON T1.raceId = T2.raceId WHERE T1.year > 2004 GROUP BY T1.year
SELECT driverId, forename, number FROM drivers WHERE driverId IN (SELECT driverId FROM results GROUP BY driverId HAVING COUNT(*) >= 2)
SELECT driverId, forename, number FROM drivers WHERE driverId IN (SELECT driverId FROM results GROUP BY driverId HAVING count(*) >= 2)
SELECT driverId, surname FROM drivers GROUP BY driverId ORDER BY count(*) DESC LIMIT 1
SELECT electoral_register_id FROM Electoral_Register WHERE cmi_cross_ref_id IN (SELECT cmi_cross_ref_id FROM CMI_Cross_References WHERE source_system_code IN ('Electoral', 'Tax'))
SELECT count(DISTINCT source_system_code) FROM CMI_Cross_References
SELECT cmi_details FROM Customer_Master_Index ORDER BY cmi_details DESC
SELECT DISTINCT source_system_code FROM CMI_Cross_References WHERE master_customer_id IN (SELECT master_customer_id FROM Customer_Master_Index WHERE cmi_details = 'Gottlieb, Becker and Wyman')
SELECT ResName FROM Restaurant
SELECT ResTypeDescription FROM Restaurant_Type WHERE ResTypeID = 1
SELECT Fname, Lname FROM Student WHERE Major = 600
SELECT city_code FROM Student WHERE Fname = 'Linda' AND LName = 'Smith'
SELECT Fname, LName FROM Student WHERE Age > 18 AND Major = 600
SELECT COUNT(*) FROM Visits_Restaurant WHERE StuID = (SELECT StuID FROM Student WHERE Fname = 'Linda' AND LName = 'Smith') AND ResID = (SELECT ResID FROM Restaurant WHERE ResName = 'Subway')
SELECT order_id FROM Actual_Orders WHERE order_status_code = 'Success'
SELECT product_name, product_price FROM Products ORDER BY count(*) DESC LIMIT 1
SELECT T1.customer_name FROM Customers AS T1 INNER JOIN Customer_Addresses AS T2 ON T1.customer_id = T2.customer_id JOIN Addresses ON T2.address_id = Addresses.address_id WHERE Addresses.state_province_county != 'California'
SELECT customer_name, customer_email FROM Customers WHERE payment_method = 'Visa'
SELECT customer_name FROM Customers LIMIT 5
SELECT count(*) FROM Assessment_Notes
SELECT count(*) FROM Addresses WHERE zip_postcode = '197'
SELECT DISTINCT detention_type_code FROM Detention
SELECT date_incident_start, date_incident_end FROM Behavior_Incident WHERE incident_type_code = "NOISE"
SELECT detention_summary FROM Detention
SELECT incident_type_description FROM Ref_Incident_Type WHERE incident_type_code = "VIOLENCE"
SELECT max(monthly_rental) , min(monthly_rental) FROM Student_Addresses
SELECT first_name FROM Teachers WHERE email_address LIKE "%man%"
SELECT student_id, last_name FROM Students WHERE student_id IN (SELECT student_id FROM Behavior_Incident GROUP BY student_id ORDER BY count(*) DESC LIMIT 1)
SELECT T1.teacher_id, T2.last_name FROM Detention AS T1 JOIN Teachers AS T2 ON T1.teacher_id = T2.teacher_id WHERE T1.detention_type_code = "AFTER" GROUP BY T1.teacher_id ORDER BY count(*) DESC LIMIT 1
SELECT student_id, first_name FROM Students WHERE address_id IN (SELECT address_id FROM Student_Addresses GROUP BY address_id ORDER BY AVG(monthly_rental) DESC LIMIT 1)
SELECT Addresses.address_id, city FROM Addresses JOIN Student_Addresses ON Addresses.address_id = Student_Addresses.address_id GROUP BY Addresses.address_id ORDER BY AVG(Student_Addresses.monthly_rental) DESC LIMIT 1
SELECT Behavior_Incident.incident_type_code, Ref_Incident_Type.incident_type_description FROM Behavior_Incident JOIN Ref_Incident_Type ON Behavior_Incident.incident_type_code = Ref_Incident_Type.incident_type_code GROUP BY Behavior_Incident.incident_type_code ORDER BY count(*) DESC LIMIT 1
SELECT Detention.detention_type_code, Ref_Detention_Type.detention_type_description FROM Detention JOIN Ref_Detention_Type ON Detention.detention_type_code = Ref_Detention_Type.detention_type_code GROUP BY Detention.detention_type_code ORDER BY count(*) ASC LIMIT 1
SELECT text_of_notes FROM Assessment_Notes WHERE teacher_id IN (SELECT teacher_id FROM Teachers WHERE last_name = "Schuster")
SELECT date_incident_start, date_incident_end FROM Behavior_Incident WHERE student_id IN (SELECT student_id FROM Students WHERE last_name = "Fahey")
SELECT datetime_detention_start, datetime_detention_end FROM Detention WHERE teacher_id IN (SELECT teacher_id FROM Teachers WHERE last_name = "Schultz")
SELECT cell_mobile_number FROM Students JOIN Student_Addresses ON Students.student_id = Student_Addresses.student_id WHERE Student_Addresses.monthly_rental = (SELECT MIN(Student_Addresses.monthly_rental) FROM Students JOIN Student_Addresses ON Students.student_id = Student_Addresses.student_id)
SELECT monthly_rental FROM Student_Addresses JOIN Addresses ON Student_Addresses.address_id = Addresses.address_id WHERE Addresses.state_province_county = 'Texas'
SELECT line_1, AVG(Student_Addresses.monthly_rental) FROM Addresses JOIN Student_Addresses ON Addresses.address_id = Student_Addresses.address_id
SELECT email_address FROM Teachers WHERE address_id IN (SELECT address_id FROM Addresses WHERE zip_postcode = "918")
SELECT COUNT(student_id) FROM Behavior_Incident WHERE incident_id IS NULL
SELECT line_1 FROM Addresses WHERE address_id IN (SELECT address_id FROM Students) OR address_id IN (SELECT address_id FROM Teachers)
SELECT T1.company_id, T1.company_name FROM Third_Party_Companies AS T1 JOIN Maintenance_Contracts AS T2 ON T1.company_id = T2.maintenance_contract_company_id GROUP BY T1.company_id HAVING count(*) >= 2
SELECT Engineer_Visits.engineer_id, Maintenance_Engineers.first_name, last_name FROM Engineer_Visits JOIN Maintenance_Engineers ON Engineer_Visits.engineer_id = Maintenance_Engineers.engineer_id ORDER BY visit_start_datetime DESC LIMIT 1
SELECT count(*) , fault_log_entry_id FROM Engineer_Visits GROUP BY fault_log_entry_id HAVING count(*) <= 1
SELECT DISTINCT T1.first_name, T1.last_name FROM Maintenance_Engineers AS T1 JOIN Engineer_Visits AS T2 ON T1.engineer_id = T2.engineer_id WHERE T2.engineer_id IS NULL
SELECT asset_id, asset_details, asset_make, asset_model FROM Assets
SELECT part_id, part_name FROM Part_Faults WHERE skill_id IN (SELECT skill_id FROM Skills_Required_To_Fix GROUP BY skill_id ORDER BY count(*) DESC LIMIT 1)
SELECT part_name FROM Parts WHERE part_id IN (SELECT part_id FROM Part_Faults GROUP BY part_id ORDER BY count(*) ASC LIMIT 1)
SELECT Engineer_Visits.engineer_id, Maintenance_Engineers.first_name, last_name FROM Engineer_Visits JOIN Maintenance_Engineers ON Engineer_Visits.engineer_id = Maintenance_Engineers.engineer_id GROUP BY Engineer_Visits.engineer_id ORDER BY count(*) ASC LIMIT 1
SELECT fault_log_entry_id, fault_description, record_time FROM Fault_Log GROUP BY fault_log_entry_id ORDER BY count(*) DESC LIMIT 1
SELECT DISTINCT asset_model FROM Assets
SELECT asset_make, asset_model, asset_details FROM Assets ORDER BY asset_disposed_date ASC
SELECT part_id, chargeable_amount FROM Parts ORDER BY chargeable_amount ASC LIMIT 1
SELECT T2.company_name FROM Maintenance_Contracts AS T1 JOIN Third_Party_Companies AS T2 ON T1.maintenance_contract_company_id = T2.company_id ORDER BY T1.contract_start_date ASC LIMIT 1
SELECT Third_Party_Companies.company_type FROM Maintenance_Contracts JOIN Third_Party_Companies ON Maintenance_Contracts.maintenance_contract_company_id = Third_Party_Companies.company_id ORDER BY contract_end_date DESC LIMIT 1
SELECT SUM(Market_Rate) FROM furniture WHERE Furniture_ID IN (SELECT Furniture_ID FROM furniture_manufacte JOIN manufacturer ON furniture_manufacte.Manufacturer_ID = manufacturer.Manufacturer_ID ORDER BY manufacturer.Num_of_Shops DESC LIMIT 2)
SELECT Furniture_ID, Name, Num_of_Component FROM furniture WHERE Num_of_Component > 10
SELECT Name, Open_Year FROM manufacturer WHERE Num_of_Shops = (SELECT MAX(Num_of_Shops) FROM manufacturer)
SELECT AVG(Num_of_Factories) FROM manufacturer WHERE Num_of_Shops > 20
SELECT Name, Open_Year FROM manufacturer WHERE Num_of_Factories < 10 OR Num_of_Shops > 10
SELECT AVG(Num_of_Factories), MAX(Num_of_Shops) FROM manufacturer WHERE Open_Year < 1990
SELECT Name, Price_in_Dollar FROM furniture WHERE Furniture_ID IN (SELECT Furniture_ID FROM furniture_manufacte WHERE Manufacturer_ID IN (SELECT Manufacturer_ID FROM manufacturer WHERE Num_of_Factories > 0))
SELECT Payment_Method_Code, Date_Payment_Made, Amount_Payment FROM Payments ORDER BY Date_Payment_Made ASC
SELECT Payment_Method_Code, Date_Payment_Made, Amount_Payment FROM Payments ORDER BY Date_Payment_Made ASC
SELECT T2.Amount_Claimed, T1.Amount_Settled FROM Settlements AS T1 JOIN Claims AS T2 ON T1.Claim_ID = T2.Claim_ID ORDER BY T1.Amount_Settled ASC LIMIT 1
SELECT T2.Date_Claim_Made FROM Claims AS T1 JOIN Settlements AS T2 ON T1.Claim_ID = T2.Claim_ID GROUP BY T2.Date_Claim_Made HAVING SUM(T1.Amount_Claimed) <= AVG(T1.Amount_Claimed)
SELECT Claim_ID, COUNT(*) FROM Settlements GROUP BY Claim_ID
SELECT Claim_ID, COUNT(*) FROM Settlements ORDER BY Date_Claim_Settled DESC LIMIT 1
SELECT Date_Claim_Made FROM Claims ORDER BY Date_Claim_Made ASC LIMIT 1
SELECT SUM(Amount_Settled) FROM Settlements
SELECT SUM(Amount_Settled) FROM Settlements
SELECT Date_Claim_Made, Date_Claim_Settled FROM Settlements
SELECT Payment_Method_Code FROM Payments GROUP BY Payment_Method_Code ORDER BY count(*) ASC LIMIT 1
SELECT Payment_Method_Code FROM Payments GROUP BY Payment_Method_Code ORDER BY count(*) ASC LIMIT 1
SELECT SUM(Amount_Payment) FROM Payments
SELECT DISTINCT Customer_Details FROM Customers
SELECT Policy_Type_Code FROM Customer_Policies GROUP BY Policy_Type_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT Customer_Details FROM Customers WHERE Customer_ID NOT IN (SELECT Customer_ID FROM Customer_Policies)
SELECT Customer_Details FROM Customers WHERE Customer_ID NOT IN (SELECT Customer_ID FROM Customer_Policies)
SELECT T1.Date_Claim_Made, T1.Date_Claim_Settled, T1.Amount_Claimed FROM Settlements AS T1 JOIN Claims AS T2 ON T1.Claim_ID = T2.Claim_ID GROUP BY T2.Claim_ID HAVING COUNT(*) = 1
SELECT SUM(Amount_Claimed) FROM Claims
SELECT SUM(Amount_Claimed) FROM Claims
SELECT Name FROM member ORDER BY Name ASC
SELECT Name, Country FROM member
SELECT Country FROM member GROUP BY Country ORDER BY COUNT(*) DESC LIMIT 1
SELECT Country FROM member GROUP BY Country HAVING count(*) > 2
SELECT Leader_Name, College_Location FROM college
SELECT member.Name, college.College_Location FROM member JOIN college ON member.College_ID = college.College_ID ORDER BY member.Name ASC
SELECT Name FROM member WHERE Member_ID NOT IN (SELECT Member_ID FROM round)
SELECT Name FROM roller_coaster ORDER BY Length ASC
SELECT AVG(Speed) FROM roller_coaster
SELECT Status, COUNT(*) FROM roller_coaster GROUP BY Status
SELECT Status FROM roller_coaster GROUP BY Status ORDER BY COUNT(*) DESC LIMIT 1
SELECT COUNT(*) FROM country WHERE Country_ID NOT IN (SELECT Country_ID FROM roller_coaster WHERE Length > 3000)
SELECT Party, COUNT(Driver_ID) FROM driver GROUP BY Party
SELECT Party FROM driver WHERE Home_city = 'Hartford' AND Age > 40
SELECT Type FROM school GROUP BY Type HAVING count(*) = 2
SELECT T1.School_ID, T2.name FROM school_bus AS T1 JOIN driver AS T2 ON T1.Driver_ID = T2.Driver_ID
SELECT school.Type, COUNT(*) FROM school_bus JOIN school ON school_bus.School_ID = school.School_ID GROUP BY school.Type
SELECT count(*) FROM Accounts
SELECT Account_ID, Account_Details FROM Accounts
SELECT count(*) FROM Statements
SELECT Statement_ID, Statement_Details FROM Statements
SELECT Accounts.Statement_ID, Statements.Statement_Details, Account_Details FROM Accounts JOIN Statements ON Accounts.Statement_ID = Statements.Statement_ID
SELECT Statements.Statement_ID, COUNT(Accounts.Account_ID) FROM Statements JOIN Accounts ON Statements.Statement_ID = Accounts.Statement_ID GROUP BY Statements.Statement_ID
SELECT Statement_ID, COUNT(*) FROM Accounts GROUP BY Statement_ID
SELECT Statement_ID, Statement_Details FROM Statements GROUP BY Statement_ID ORDER BY count(*) DESC LIMIT 1
SELECT Statements.Statement_ID, Statement_Details FROM Statements JOIN Accounts ON Statements.Statement_ID = Accounts.Statement_ID ORDER BY Accounts.Account_ID DESC LIMIT 1
SELECT count(*) FROM Documents
SELECT Document_Type_Code, Document_Name, Document_Description FROM Documents WHERE Document_Name = 'Noel CV' OR Document_Name = 'King Book'
SELECT Document_Name, Document_Description FROM Documents WHERE Document_Name IN ('Noel CV', 'King Book')
SELECT Documents.Project_ID, COUNT(*) FROM Documents_with_Expenses JOIN Documents ON Documents_with_Expenses.Document_ID = Documents.Document_ID WHERE Document_Type_Code = 'BK' GROUP BY Documents.Project_ID
SELECT Project_ID, COUNT(Document_ID) FROM Documents WHERE Document_Type_Code = 'BK' GROUP BY Project_ID
SELECT Document_Name, Document_Date FROM Documents JOIN Projects ON Documents.Project_ID = Projects.Project_ID WHERE Projects.Project_Details = 'Graph Database project'
SELECT Document_Name, Document_Date FROM Documents WHERE Project_ID IN (SELECT Project_ID FROM Projects WHERE Project_Details = 'Graph Database project')
SELECT Project_ID FROM Documents GROUP BY Project_ID ORDER BY count(*) ASC LIMIT 1
SELECT Project_ID FROM Documents GROUP BY Project_ID HAVING count(*) >= 2
SELECT Document_Type_Code, COUNT(*) FROM Documents GROUP BY Document_Type_Code
SELECT Document_Type_Code, COUNT(*) FROM Documents GROUP BY Document_Type_Code
SELECT Document_Type_Code FROM Documents GROUP BY Document_Type_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT Document_Type_Code FROM Documents GROUP BY Document_Type_Code HAVING count(*) < 3
SELECT Document_Type_Code FROM Documents GROUP BY Document_Type_Code HAVING count(*) < 3
SELECT Document_Type_Description FROM Ref_Document_Types WHERE Document_Type_Name = 'Film'
SELECT Document_Name, Document_Description, Document_Date FROM Documents
SELECT count(*) FROM Projects
SELECT Project_Details FROM Projects WHERE Project_Details = 'King Book'
SELECT count(*) FROM Ref_Budget_Codes
SELECT Budget_Type_Description FROM Ref_Budget_Codes WHERE Budget_Type_Code = 'ORG'
SELECT count(*) FROM Documents_with_Expenses
SELECT Documents_with_Expenses.Budget_Type_Code, Ref_Budget_Codes.Budget_Type_Description, Documents.Document_ID FROM Documents JOIN Documents_with_Expenses ON Documents.Document_ID = Documents_with_Expenses.Document_ID JOIN Ref_Budget_Codes ON Documents_with_Expenses.Budget_Type_Code = Ref_Budget_Codes.Budget_Type_Code
SELECT Documents_with_Expenses.Budget_Type_Code, Ref_Budget_Codes.Budget_Type_Description, Document_ID FROM Documents_with_Expenses JOIN Ref_Budget_Codes ON Documents_with_Expenses.Budget_Type_Code = Ref_Budget_Codes.Budget_Type_Code
SELECT Document_ID FROM Documents_with_Expenses WHERE Budget_Type_Code = 'Government'
SELECT Documents_with_Expenses.budget_type_code, count(*) FROM Documents JOIN Documents_with_Expenses ON Documents.Document_ID = Documents_with_Expenses.Document_ID GROUP BY Documents_with_Expenses.budget_type_code
SELECT Documents.document_id FROM Documents JOIN Documents_with_Expenses ON Documents.Document_ID = Documents_with_Expenses.Document_ID WHERE document_type_code = "CV" AND Documents_with_Expenses.budget_type_code != "expense_budget"
SELECT Document_ID FROM Documents WHERE Document_Type_Code = 'CV' AND Document_ID NOT IN (SELECT Document_ID FROM Documents_with_Expenses)
SELECT Documents_with_Expenses.Document_ID FROM Documents_with_Expenses JOIN Documents ON Documents_with_Expenses.Document_ID = Documents.Document_ID WHERE Documents.Document_Name LIKE '%s%'
SELECT COUNT(DISTINCT Document_ID) FROM Documents_with_Expenses
SELECT Document_Date FROM Documents JOIN Documents_with_Expenses ON Documents.Document_ID = Documents_with_Expenses.Document_ID WHERE Documents_with_Expenses.Budget_Type_Code IN ('GV', 'SF')
SELECT Account_Details FROM Accounts WHERE Account_ID = (SELECT Statement_ID FROM Statements ORDER BY Statement_Details DESC LIMIT 1) OR Account_Details LIKE '%5%'
SELECT Account_Details FROM Accounts WHERE Account_ID IN (SELECT Statement_ID FROM Statements WHERE Statement_Details LIKE '%5') ORDER BY Account_Details DESC LIMIT 1
