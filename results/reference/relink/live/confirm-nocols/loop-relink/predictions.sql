SELECT COUNT(*) FROM farm
SELECT COUNT(*) FROM farm
SELECT Theme FROM farm_competition ORDER BY Year
SELECT Theme FROM farm_competition ORDER BY Year ASC
SELECT count(DISTINCT Status) FROM city
SELECT Official_Name FROM city ORDER BY Population DESC
SELECT Official_Name, Status FROM city ORDER BY Population DESC LIMIT 1
SELECT T1.Year, T1.Official_Name FROM competition_record AS T1 JOIN city AS T2 ON T1.Host_city_ID = T2.City_ID
SELECT Status FROM city ORDER BY COUNT(*) DESC LIMIT 1
SELECT Status FROM city ORDER BY COUNT(*) DESC LIMIT 1
SELECT T2.Theme FROM competition_record AS T1 JOIN city AS T2 ON T1.Host_city_ID = T2.City_ID WHERE T1.Farm_ID IN (SELECT Farm_ID FROM farm_competition WHERE Competition_ID IN (SELECT Competition_ID FROM competition_record WHERE Rank > 1000))
SELECT Status, AVG(Population) FROM city GROUP BY Status
SELECT Official_Name FROM city WHERE City_ID NOT IN (SELECT City_ID FROM competition_record)
SELECT Official_Name FROM city WHERE City_ID NOT IN (SELECT Host_city_ID FROM farm_competition)
SELECT Official_Name FROM city WHERE Area_km_2 > 1500 OR Area_km_2 < 500
SELECT Census_Ranking FROM city WHERE Status != "Village"
SELECT COUNT(*) FROM member WHERE Membership_card = 'black'
SELECT COUNT(*) , Address FROM member GROUP BY Address
SELECT Name FROM member WHERE Address IN ('Harford', 'Waterbury')
SELECT Address FROM member WHERE Age < 30 AND Age > 40
SELECT Address FROM shop ORDER BY Open_Year
SELECT Model_name, RAM_MiB FROM chip_model ORDER BY RAM_MiB LIMIT 1
SELECT chip_model, screen_mode FROM phone WHERE Hardware_Model_name = "LG-P760"
SELECT MAX(chip_model.RAM_MiB) FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE Company_name = "Nokia Corporation"
SELECT AVG(chip_model.RAM_MiB) FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE Company_name = "Nokia Corporation"
SELECT Hardware_Model_name, Company_name FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE chip_model.Launch_year = 2002 OR RAM_MiB > 32
SELECT Char_cells, Pixels, Hardware_colours FROM screen_mode JOIN phone ON screen_mode.Graphics_mode = phone.screen_mode WHERE phone.Hardware_Model_name = "LG-P760"
SELECT Hardware_Model_name, Company_name FROM phone WHERE screen_mode = "Graphics"
SELECT Company_name FROM phone GROUP BY Company_name HAVING count(*) > 1
SELECT MAX(used_kb), MIN(used_kb), AVG(used_kb) FROM screen_mode
SELECT chip_model.Model_name FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE Launch_year = 2002 ORDER BY RAM_MiB DESC LIMIT 1
SELECT Hardware_Model_name FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE screen_mode = "Text" OR chip_model.RAM_MiB > 32
SELECT Hardware_Model_name FROM phone WHERE Company_name = "Nokia Corporation" AND screen_mode != "Text"
SELECT Accreditation_type, COUNT(*) FROM phone GROUP BY Accreditation_type
SELECT Model_name FROM chip_model
SELECT COUNT(Model_name) FROM chip_model WHERE WiFi = 'No'
SELECT COUNT(Model_name) FROM chip_model WHERE WiFi = 'No'
SELECT AVG(RAM_MiB) FROM chip_model WHERE RAM_MiB NOT IN (SELECT RAM_MiB FROM phone)
SELECT Name, Party FROM representative
SELECT Lifespan FROM representative WHERE State = 'New York' OR State = 'Indiana'
SELECT Name FROM representative JOIN election ON representative.Representative_ID = election.Representative_ID WHERE election.Seats > 10000
SELECT Name FROM representative JOIN election ON representative.Representative_ID = election.Representative_ID ORDER BY election.Votes DESC
SELECT Party FROM representative JOIN election ON representative.Representative_ID = election.Representative_ID ORDER BY election.Votes LIMIT 1
SELECT Lifespan FROM representative JOIN election ON representative.Representative_ID = election.Representative_ID ORDER BY election.Vote_Percent DESC
SELECT Party FROM representative GROUP BY Party ORDER BY COUNT(*) DESC LIMIT 1
SELECT State FROM representative GROUP BY State HAVING COUNT(*) >= 2
SELECT Season, Home_team, Away_team FROM game
SELECT AVG(Average_Attendance) FROM stadium WHERE Capacity_Percentage > 100
SELECT id, score, date FROM game WHERE game.id IN (SELECT id FROM injury_accident GROUP BY id HAVING count(*) >= 2)
SELECT COUNT(DISTINCT Injury) FROM injury_accident
SELECT COUNT(*) FROM game JOIN injury_accident ON game.id = injury_accident.game_id WHERE injury_accident.Injury IS NULL
SELECT COUNT(DISTINCT Injury) FROM injury_accident JOIN game ON injury_accident.game_id = game.id WHERE game.Season = 2010
SELECT name, AVG(Average_Attendance), SUM(Total_Attendance) FROM stadium WHERE id NOT IN (SELECT game.stadium_id FROM injury_accident JOIN game ON injury_accident.game_id = game.id)
SELECT COUNT(*) FROM debate
SELECT Venue FROM debate ORDER BY Num_of_Audience ASC
SELECT Date, Venue FROM debate
SELECT Party, COUNT(*) FROM people GROUP BY Party
SELECT Party FROM people GROUP BY Party ORDER BY COUNT(*) DESC LIMIT 1
SELECT Player_name FROM player ORDER BY Votes ASC
SELECT Gender, Occupation FROM player
SELECT Sponsor_name FROM player WHERE Residence IN ('Brandon', 'Birtle')
SELECT Occupation, COUNT(*) FROM player GROUP BY Occupation
SELECT DISTINCT Residence FROM player GROUP BY Residence HAVING COUNT(*) >= 2
SELECT T1.Player_name, coach.Coach_name FROM player AS T1 JOIN player_coach AS T2 ON T1.Player_ID = T2.Player_ID JOIN coach ON T2.Coach_ID = coach.Coach_ID
SELECT T1.Player_name, coach.Coach_name FROM player AS T1 JOIN player_coach AS T2 ON T1.Player_ID = T2.Player_ID JOIN coach ON T2.Coach_ID = coach.Coach_ID ORDER BY T1.Votes DESC
SELECT COUNT(*) FROM wrestler
SELECT COUNT(*) FROM wrestler
SELECT Name FROM wrestler ORDER BY Days_held DESC
SELECT Name FROM wrestler ORDER BY Days_held LIMIT 1
SELECT DISTINCT Reign FROM wrestler WHERE LOCATION != 'Tokyo, Japan'
SELECT Name, Location FROM wrestler
SELECT wrestler.Name, Elimination_Move FROM Elimination JOIN wrestler ON Elimination.Wrestler_ID = wrestler.Wrestler_ID
SELECT Name, Elimination.Team FROM wrestler JOIN Elimination ON wrestler.Wrestler_ID = Elimination.Wrestler_ID ORDER BY Days_held DESC
SELECT Time FROM Elimination JOIN wrestler ON Elimination.Wrestler_ID = wrestler.Wrestler_ID ORDER BY wrestler.Days_held DESC LIMIT 1
SELECT Team, COUNT(*) FROM Elimination GROUP BY Team
SELECT Team FROM Elimination WHERE Elimination_Move = 'Eliminated' GROUP BY Team HAVING COUNT(*) > 3
SELECT Reign, Days_held FROM wrestler
SELECT Reign, Days_held FROM wrestler
SELECT Name FROM wrestler WHERE Days_held < 100
SELECT LOCATION FROM wrestler GROUP BY LOCATION HAVING COUNT(*) > 2
SELECT LOCATION FROM wrestler GROUP BY LOCATION HAVING COUNT(*) > 2
SELECT Name FROM wrestler WHERE Wrestler_ID NOT IN (SELECT Wrestler_ID FROM Elimination)
SELECT T1.Team FROM Elimination AS T1 JOIN wrestler AS T2 ON T1.Wrestler_ID = T2.Wrestler_ID WHERE T1.Eliminated_By = 'Orton' AND T1.Eliminated_By = 'Benjamin'
SELECT COUNT(DISTINCT Team) FROM Elimination
SELECT COUNT(DISTINCT Team) FROM Elimination
SELECT count(*) FROM School
SELECT count(*) FROM School
SELECT School_name FROM School ORDER BY Enrollment LIMIT 1
SELECT AVG(Enrollment), MAX(Enrollment), MIN(Enrollment) FROM School
SELECT donator_name, amount FROM endowment ORDER BY amount DESC
SELECT School_name FROM School WHERE School_id NOT IN (SELECT School_id FROM endowment)
SELECT donator_name FROM endowment WHERE amount < 9
SELECT amount, donator_name FROM endowment ORDER BY amount DESC LIMIT 1
SELECT COUNT(*) FROM budget WHERE total_budget_percent_budgeted > 3000 AND YEAR = 2001
SELECT COUNT(*) FROM budget WHERE YEAR < 2001 AND budgeted > 3000
SELECT School_name FROM School WHERE total_budget_percent_budgeted > 100 OR total_endowment_percent_invested > 10
SELECT T1.school_name, T1.IHSAA_Football_Class, T1.Mascot FROM School AS T1 JOIN budget AS T2 ON T1.school_id = T2.school_id WHERE T2.total_budget_percent_invested > 6000 OR T2.year < 2003 ORDER BY T2.total_budget_percent_invested DESC, T2.total_budget_percent_budgeted DESC
SELECT COUNT(*) FROM building
SELECT Name, Street_address, Floors FROM building ORDER BY Floors
SELECT Name FROM building ORDER BY Years_as_tallest DESC LIMIT 1
SELECT AVG(Floors), MAX(Floors), MIN(Floors) FROM building
SELECT COUNT(*) FROM building WHERE Height_feet > (SELECT AVG(Height_feet) FROM building) OR Floors > (SELECT AVG(Floors) FROM building)
SELECT Name FROM building WHERE Height_feet >= 200 AND Height_feet >= 20
SELECT Name FROM building WHERE building_id NOT IN (SELECT Institution_id FROM Institution)
SELECT T2.institution, COUNT(T1.institution_id) FROM protein AS T1 JOIN Institution AS T2 ON T1.institution_id = T2.institution_id GROUP BY T2.institution
SELECT protein_name, Institution_id FROM protein
SELECT COUNT(*) FROM pilot
SELECT Position, Team FROM pilot
SELECT DISTINCT pilot.Position FROM pilot_record JOIN pilot ON pilot_record.Pilot_ID = pilot.Pilot_ID WHERE Age > 30
SELECT T2.Pilot_name FROM pilot AS T1 JOIN pilot_record AS T2 ON T1.Pilot_ID = T2.Pilot_ID WHERE T1.Name = 'Bradley' OR T1.Name = 'Fordham'
SELECT T2.Join_Year FROM pilot_record AS T1 JOIN pilot AS T2 ON T1.Pilot_ID = T2.Pilot_ID ORDER BY T2.Rank DESC LIMIT 1
SELECT T2.Pilot_name, T2.Model FROM pilot_record AS T1 JOIN aircraft AS T2 ON T1.Aircraft_ID = T2.Aircraft_ID
SELECT T2.Pilot_name, COUNT(*) FROM pilot_record AS T1 JOIN pilot AS T2 ON T1.Pilot_ID = T2.Pilot_ID GROUP BY T2.Pilot_name
SELECT document_type_description FROM Ref_Document_Types WHERE document_type_code = 'working'
SELECT role_code FROM Roles
SELECT document_type_description FROM Ref_Document_Types WHERE document_type_code = 'ED'
SELECT Roles.role_description, COUNT(*) FROM Employees JOIN Roles ON Employees.role_code = Roles.role_code GROUP BY Employees.role_code
SELECT COUNT(*) FROM Documents WHERE shipping_agent_code = 'USPS'
SELECT shipping_agent_code, COUNT(*) FROM Documents GROUP BY shipping_agent_code ORDER BY COUNT(*) DESC LIMIT 1
SELECT T2.address_details FROM Documents_Mailed AS T1 JOIN Addresses AS T2 ON T1.mailed_to_address_id = T2.address_id WHERE T1.document_id = 4
SELECT T1.mailing_date FROM Documents_Mailed AS T1 JOIN Documents AS T2 ON T1.document_id = T2.document_id WHERE T1.document_id = 7
SELECT document_id FROM Documents WHERE document_status_code = 'done' AND document_type_code = 'Paper' AND shipping_agent_code != 'USPS'
SELECT document_id, COUNT(*) FROM Draft_Copies GROUP BY document_id HAVING COUNT(*) > 1
SELECT T2.employee_name FROM Circulation_History AS T1 JOIN Employees AS T2 ON T1.employee_id = T2.employee_id WHERE T1.document_id = 1
SELECT e.employee_name, COUNT(draft_number) AS draft_count, COUNT(copy_number) AS copy_count FROM Documents_Mailed d JOIN Circulation_History ch ON d.document_id = ch.document_id JOIN Employees e ON ch.employee_id = e.employee_id GROUP BY e.employee_id ORDER BY draft_count DESC LIMIT 1
SELECT document_id, COUNT(employee_id) FROM Circulation_History GROUP BY document_id
SELECT name, date FROM races ORDER BY year DESC LIMIT 1
SELECT name FROM races WHERE year = 2017
SELECT DISTINCT name FROM races WHERE year BETWEEN 2014 AND 2017
SELECT DISTINCT driverId, nationality FROM drivers WHERE lapTimes > 100000
SELECT forename, surname FROM drivers JOIN results ON drivers.driverId = results.driverId ORDER BY results.laps LIMIT 1
SELECT driverId, forename, surname FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE position = '1' GROUP BY driverId HAVING COUNT(*) >= 2)
SELECT driverId, forename, surname FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE position = 1 GROUP BY driverId HAVING COUNT(*) >= 2)
SELECT COUNT(DISTINCT driverId) FROM results WHERE raceId IN (SELECT raceId FROM races WHERE year = 2009 AND name = 'Australian Grand Prix')
SELECT COUNT(DISTINCT driverId) FROM drivers WHERE driverId NOT IN (SELECT driverId FROM results WHERE raceId IN (SELECT raceId FROM races WHERE year = 2009))
SELECT COUNT(DISTINCT driverId) FROM results WHERE YEAR(raceId) != 2009
SELECT forename, surname FROM drivers WHERE nationality = 'Germany'
SELECT DISTINCT forename FROM drivers WHERE position = 'standing' AND wins = 1
SELECT DISTINCT T1.forename FROM drivers AS T1 JOIN driverStandings AS T2 ON T1.driverid = T2.driverid WHERE T2.wins = 1 AND T2.position > 20
SELECT DISTINCT nationality FROM constructors
SELECT nationality, COUNT(DISTINCT constructorId) FROM constructors GROUP BY nationality
SELECT DISTINCT races.name FROM races JOIN circuits ON races.circuitId = circuits.circuitId WHERE year > 2000 AND circuits.country = 'Spain'
SELECT races.name FROM races JOIN circuits ON races.circuitId = circuits.circuitId WHERE year > 2000 AND circuits.country = 'Spain'
SELECT DISTINCT driverId FROM pitStops WHERE raceId = 841
SELECT DISTINCT forename FROM drivers ORDER BY forename
SELECT DISTINCT forename FROM drivers ORDER BY forename
SELECT name FROM races ORDER BY name DESC
SELECT DISTINCT name FROM races ORDER BY name DESC
SELECT name FROM races WHERE year BETWEEN 2009 AND 2011
SELECT name FROM races WHERE date >= '2023-01-01' AND date <= '2023-01-31'
SELECT name FROM races WHERE date >= '2023-01-01' AND date <= '2023-01-31'
SELECT T1.forename, T1.surname, T1.driverId FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId WHERE T2.stop > 8 OR T2.raceId > 5
SELECT driverId, surname FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE raceId IN (SELECT raceId FROM qualifying WHERE raceId > 2010 ORDER BY raceId DESC LIMIT 1))
SELECT name FROM circuits WHERE country IN ('UK', 'Malaysia')
SELECT name FROM constructors WHERE nationality = 'Japan' AND points > 5
SELECT AVG(results.fastestLapSpeed) FROM results WHERE results.raceId IN (SELECT raceId FROM races WHERE name = 'Monaco Grand Prix' AND year = 2008)
SELECT AVG(results.fastestLapSpeed) FROM pitStops JOIN results ON pitStops.driverId = results.driverId WHERE results.raceId = (SELECT raceId FROM races WHERE name = 'Monaco Grand Prix' AND year = 2008)
SELECT MAX(fastestLapSpeed) FROM results JOIN races ON results.raceId = races.raceId WHERE races.year > 2004 GROUP BY name
SELECT T2.fastestLapSpeed FROM results AS T1 JOIN pitStops AS T2 ON T1.raceId = T2.raceId WHERE T1.year > 2004 ORDER BY T2.lap DESC
SELECT AVG(fastestLapSpeed) FROM results JOIN races ON results.raceId = races.raceId WHERE races.year > 2004 GROUP BY results.raceId ORDER BY races.year
SELECT driverId, forename, number FROM drivers WHERE driverId IN (SELECT driverId FROM results GROUP BY driverId HAVING COUNT(*) >= 2)
SELECT COUNT(driverId), forename, number FROM drivers WHERE driverId IN (SELECT driverId FROM results GROUP BY driverId HAVING COUNT(*) >= 2)
SELECT driverId, surname FROM drivers GROUP BY driverId ORDER BY count(*) DESC LIMIT 1
SELECT electoral_register_id FROM Electoral_Register WHERE cmi_cross_ref_id IN (SELECT cmi_cross_ref_id FROM CMI_Cross_References WHERE source_system_code IN ('Electoral', 'Tax'))
SELECT count(DISTINCT source_system_code) FROM CMI_Cross_References
SELECT cmi_details FROM Customer_Master_Index ORDER BY cmi_details DESC
SELECT DISTINCT source_system_code FROM CMI_Cross_References WHERE master_customer_id IN (SELECT master_customer_id FROM Customer_Master_Index WHERE cmi_details = 'Gottlieb, Becker and Wyman')
SELECT ResName FROM Restaurant
SELECT ResTypeDescription FROM Restaurant_Type WHERE ResTypeID = (SELECT ResTypeID FROM Type_Of_Restaurant WHERE ResTypeName = 'Sandwich')
SELECT Fname, Lname FROM Student WHERE Major = 600
SELECT city_code FROM Student WHERE Fname = 'Linda' AND LName = 'Smith'
SELECT Fname, LName FROM Student WHERE Age > 18 AND Major = 600
SELECT COUNT(*) FROM Visits_Restaurant WHERE StuID = (SELECT StuID FROM Student WHERE Fname = 'Linda' AND LName = 'Smith') AND ResID = (SELECT ResID FROM Restaurant WHERE ResName = 'Subway')
SELECT order_id FROM Actual_Orders WHERE order_status_code = 'Success'
SELECT product_name, product_price FROM Products ORDER BY count(*) DESC LIMIT 1
SELECT customer_name FROM Customers WHERE state_province_county != 'California'
SELECT customer_name, customer_email FROM Customers WHERE payment_method = 'Visa'
SELECT customer_name FROM Customers ORDER BY customer_id LIMIT 5
SELECT COUNT(*) FROM Assessment_Notes
SELECT COUNT(address_id) FROM Addresses WHERE zip_postcode = '197'
SELECT DISTINCT detention_type_code FROM Detention
SELECT date_incident_start, date_incident_end FROM Behavior_Incident WHERE incident_summary = "NOISE"
SELECT detention_summary FROM Detention
SELECT incident_type_description FROM Ref_Incident_Type WHERE incident_type_code = "VIOLENCE"
SELECT MAX(monthly_rental), MIN(monthly_rental) FROM Student_Addresses
SELECT T1.first_name FROM Teachers AS T1 JOIN Student_Addresses AS T2 ON T1.address_id = T2.address_id WHERE T1.email_address LIKE "%man%"
SELECT student_id, last_name FROM Students WHERE student_id IN (SELECT student_id FROM Behavior_Incident GROUP BY student_id ORDER BY count(*) DESC LIMIT 1)
SELECT T1.teacher_id, T1.last_name FROM Teachers AS T1 JOIN Detention AS T2 ON T1.teacher_id = T2.teacher_id WHERE T2.detention_type_code = "AFTER" GROUP BY T1.teacher_id ORDER BY count(*) DESC LIMIT 1
SELECT student_id, first_name FROM Students WHERE address_id IN (SELECT address_id FROM Student_Addresses GROUP BY address_id ORDER BY AVG(monthly_rental) DESC LIMIT 1)
SELECT student_id, city FROM Addresses ORDER BY monthly_rental DESC LIMIT 1
SELECT Behavior_Incident.incident_type_code, Ref_Incident_Type.incident_type_description FROM Behavior_Incident JOIN Ref_Incident_Type ON Behavior_Incident.incident_type_code = Ref_Incident_Type.incident_type_code GROUP BY Behavior_Incident.incident_type_code ORDER BY count(*) DESC LIMIT 1
SELECT detention_type_code, detention_type_description FROM Detention GROUP BY detention_type_code ORDER BY count(*) ASC LIMIT 1
SELECT text_of_notes FROM Assessment_Notes WHERE teacher_id IN (SELECT teacher_id FROM Teachers WHERE last_name = 'Schuster' AND last_name = 'Schuster')
SELECT date_incident_start, date_incident_end FROM Behavior_Incident WHERE student_id IN (SELECT student_id FROM Students WHERE last_name = 'Fahey' AND middle_name = 'Hill' AND last_name = 'Smith')
SELECT datetime_detention_start, datetime_detention_end FROM Detention WHERE teacher_id IN (SELECT teacher_id FROM Teachers WHERE last_name = 'Schultz' AND last_name = 'Schultz' AND last_name = 'Schultz')
SELECT cell_mobile_number FROM Students WHERE address_id = (SELECT address_id FROM Student_Addresses ORDER BY monthly_rental ASC LIMIT 1)
SELECT monthly_rental FROM Student_Addresses WHERE address_id IN (SELECT address_id FROM Addresses WHERE state_province_county = 'Texas')
SELECT line_1, AVG(Student_Addresses.monthly_rental) FROM Addresses JOIN Student_Addresses ON Addresses.address_id = Student_Addresses.address_id
SELECT email_address FROM Teachers WHERE address_id IN (SELECT address_id FROM Addresses WHERE zip_postcode = "918")
SELECT COUNT(student_id) FROM Behavior_Incident WHERE incident_id IS NULL
SELECT line_1 FROM Addresses WHERE address_id IN (SELECT address_id FROM Student_Addresses) OR address_id IN (SELECT address_id FROM Students_in_Detention)
SELECT T1.company_id, T1.company_name FROM Third_Party_Companies AS T1 JOIN Maintenance_Engineers AS T2 ON T1.company_id = T2.maintenance_contract_company_id GROUP BY T1.company_id HAVING COUNT(T2.engineer_id) >= 2 OR COUNT(T2.maintenance_contract_id) >= 2
SELECT Engineer_Visits.engineer_id, Maintenance_Engineers.first_name, last_name FROM Engineer_Visits JOIN Maintenance_Engineers ON Engineer_Visits.engineer_id = Maintenance_Engineers.engineer_id ORDER BY visit_start_datetime DESC LIMIT 1
SELECT COUNT(engineer_visit_id) FROM Engineer_Visits WHERE fault_log_entry_id = (SELECT fault_log_entry_id FROM Fault_Log ORDER BY fault_log_entry_datetime LIMIT 1)
SELECT T1.first_name, T1.last_name FROM Maintenance_Engineers AS T1 JOIN Engineer_Visits AS T2 ON T1.engineer_id = T2.engineer_id WHERE T2.fault_status = 'Not Visited'
SELECT asset_id, asset_details, asset_make, asset_model FROM Assets
SELECT part_id, part_name FROM Part_Faults WHERE skill_id IN (SELECT skill_id FROM Skills_Required_To_Fix GROUP BY skill_id ORDER BY count(*) DESC LIMIT 1)
SELECT part_name FROM Parts WHERE part_id IN (SELECT part_id FROM Part_Faults GROUP BY part_id ORDER BY COUNT(*) ASC LIMIT 1)
SELECT engineer_id, first_name, last_name FROM Engineer_Visits WHERE visit_start_datetime = (SELECT MIN(visit_start_datetime) FROM Engineer_Visits)
SELECT fault_log_entry_id, fault_description, record_time FROM Fault_Log GROUP BY fault_log_entry_id ORDER BY count(*) DESC LIMIT 1
SELECT DISTINCT asset_model FROM Assets
SELECT DISTINCT T1.asset_make, T1.asset_model, T1.asset_details FROM Assets AS T1 INNER JOIN Maintenance_Engineers AS T2 ON T1.maintenance_contract_id = T2.maintenance_contract_id WHERE T2.disposed_date
SELECT part_id, chargeable_amount FROM Parts ORDER BY chargeable_amount LIMIT 1
SELECT T2.company_name FROM Maintenance_Contracts AS T1 JOIN Third_Party_Companies AS T2 ON T1.maintenance_contract_company_id = T2.company_id ORDER BY T1.contract_start_date LIMIT 1
SELECT T1.company_type FROM Third_Party_Companies AS T1 JOIN Maintenance_Contracts AS T2 ON T1.company_id = T2.maintenance_contract_company_id ORDER BY T2.contract_end_date DESC LIMIT 1
SELECT SUM(f.Market_Rate) FROM furniture f JOIN furniture_manufacte fm ON f.Furniture_ID = fm.Furniture_ID GROUP BY fm.Furniture_ID ORDER BY COUNT(fm.Furniture_ID) DESC LIMIT 2
SELECT T1.Name, T1.Num_of_Component FROM furniture AS T1 JOIN furniture_manufacte AS T2 ON T1.Furniture_ID = T2.Furniture_ID WHERE T1.Num_of_Component > 10
SELECT Name, Open_Year FROM manufacturer ORDER BY Num_of_Shops DESC LIMIT 1
SELECT AVG(Num_of_Factories) FROM manufacturer WHERE Num_of_Shops > 20
SELECT Name, Open_Year FROM manufacturer WHERE Num_of_Factories < 10 OR Num_of_Shops > 10
SELECT AVG(Num_of_Factories), MAX(Num_of_Shops) FROM manufacturer WHERE Open_Year < 1990
SELECT Name, Price_in_Dollar FROM furniture WHERE Furniture_ID IN (SELECT Furniture_ID FROM furniture_manufacte WHERE Manufacturer_ID IN (SELECT Manufacturer_ID FROM manufacturer WHERE Num_of_Factories > 0))
SELECT Payment_Method_Code, Date_Payment_Made, Amount_Payment FROM Payments ORDER BY Date_Payment_Made ASC
SELECT Payment_Method_Code, Date_Payment_Made, Amount_Payment FROM Payments ORDER BY Date_Payment_Made ASC
SELECT Amount_Claimed, Amount_Settled FROM Settlements ORDER BY Amount_Settled ASC LIMIT 1
SELECT T1.Date_Claim_Made FROM Claims AS T1 JOIN Settlements AS T2 ON T1.Claim_ID = T2.Claim_ID WHERE T1.Amount_Claimed > (SELECT AVG(Amount_Claimed) FROM Claims)
SELECT Claim_ID, COUNT(*) FROM Settlements GROUP BY Claim_ID
SELECT Claim_ID, COUNT(*) FROM Settlements ORDER BY Date_Claim_Settled DESC LIMIT 1
SELECT Date_Claim_Made FROM Claims ORDER BY Date_Claim_Made ASC LIMIT 1
SELECT SUM(Amount_Claimed) FROM Settlements
SELECT SUM(Amount_Settled) FROM Settlements
SELECT Date_Claim_Made, Date_Claim_Settled FROM Settlements
SELECT Payment_Method_Code FROM Payments GROUP BY Payment_Method_Code ORDER BY COUNT(*) LIMIT 1
SELECT Payment_Method_Code FROM Payments GROUP BY Payment_Method_Code ORDER BY COUNT(*) ASC LIMIT 1
SELECT SUM(Amount_Payment) FROM Payments
SELECT DISTINCT Customer_Details FROM Customers
SELECT Policy_Type_Code FROM Customer_Policies GROUP BY Policy_Type_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT Customer_Details FROM Customers WHERE Customer_ID NOT IN (SELECT Customer_ID FROM Customer_Policies)
SELECT Customer_Details FROM Customers WHERE Customer_ID NOT IN (SELECT Customer_ID FROM Customer_Policies)
SELECT T1.Date_Claim_Made, T1.Date_Claim_Settled, T1.Amount_Claimed FROM Claims AS T1 JOIN Settlements AS T2 ON T1.Claim_ID = T2.Claim_ID WHERE T2.Settlement_ID = 1
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
SELECT DISTINCT Status, COUNT(*) FROM roller_coaster GROUP BY Status
SELECT Status FROM roller_coaster GROUP BY Status ORDER BY COUNT(*) DESC LIMIT 1
SELECT COUNT(*) FROM country JOIN roller_coaster ON country.Country_ID = roller_coaster.Country_ID WHERE roller_coaster.Length > 3000
SELECT Party, COUNT(Driver_ID) FROM driver GROUP BY Party
SELECT Party FROM driver WHERE Home_city = 'Hartford' AND Age > 40
SELECT DISTINCT T2.Type FROM school_bus AS T1 JOIN school AS T2 ON T1.School_ID = T2.School_ID WHERE T1.Years_Working = 2
SELECT T2.school, T1.name FROM school_bus AS T1 JOIN driver AS T2 ON T1.driver_id = T2.driver_id
SELECT T2.Type, COUNT(*) FROM school_bus AS T1 JOIN school AS T2 ON T1.School_ID = T2.School_ID GROUP BY T2.Type
SELECT COUNT(*) FROM Accounts
SELECT Account_ID, Account_Details FROM Accounts
SELECT COUNT(*) FROM Statements
SELECT Statement_ID, Statement_Details FROM Statements
SELECT Accounts.Statement_ID, Statements.Statement_Details, Account_Details FROM Accounts JOIN Statements ON Accounts.Statement_ID = Statements.Statement_ID
SELECT Statement_ID, COUNT(*) FROM Statements GROUP BY Statement_ID
SELECT Statement_ID, COUNT(*) FROM Accounts GROUP BY Statement_ID
SELECT Statement_ID, Statement_Details FROM Statements GROUP BY Statement_ID ORDER BY count(*) DESC LIMIT 1
SELECT Statements.Statement_ID, Statement_Details FROM Statements JOIN Accounts ON Statements.Statement_ID = Accounts.Statement_ID ORDER BY Accounts.Account_ID DESC LIMIT 1
SELECT COUNT(*) FROM Documents
SELECT T1.Document_Type_Code, T1.Document_Name, T1.Document_Description FROM Documents AS T1 JOIN Documents_with_Expenses AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Document_Name = 'Noel CV' OR T1.Document_Name = 'King Book'
SELECT T1.Document_Name, T1.Document_Description, T1.Document_Name FROM Documents AS T1 JOIN Documents_with_Expenses AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Document_Name = 'Noel CV' OR T1.Document_Name = 'King Book'
SELECT Documents.Project_ID, COUNT(*) FROM Documents_with_Expenses JOIN Documents ON Documents_with_Expenses.Document_ID = Documents.Document_ID WHERE Budget_Type_Code = 'BK' GROUP BY Documents.Project_ID
SELECT COUNT(DISTINCT Documents.Project_ID) FROM Documents_with_Expenses JOIN Documents ON Documents_with_Expenses.Document_ID = Documents.Document_ID WHERE Budget_Type_Code = 'BK'
SELECT T1.Document_Name, T1.Document_Date FROM Documents AS T1 JOIN Projects AS T2 ON T1.Project_ID = T2.Project_ID WHERE T2.Project_Details = 'Graph Database project'
SELECT T1.Document_Name, T1.Document_Date FROM Documents AS T1 JOIN Projects AS T2 ON T1.Project_ID = T2.Project_ID WHERE T2.Project_Details = 'Graph Database project'
SELECT Project_ID FROM Documents GROUP BY Project_ID ORDER BY COUNT(*) ASC LIMIT 1
SELECT Project_ID FROM Documents WHERE Project_ID IN (SELECT Project_ID FROM Documents_with_Expenses GROUP BY Project_ID HAVING count(*) >= 2)
SELECT Document_Type_Code, COUNT(*) FROM Documents GROUP BY Document_Type_Code
SELECT Document_Type_Code, COUNT(*) FROM Documents GROUP BY Document_Type_Code
SELECT Document_Type_Code FROM Documents GROUP BY Document_Type_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT Document_Type_Code FROM Documents GROUP BY Document_Type_Code HAVING count(*) < 3
SELECT Document_Type_Code FROM Documents GROUP BY Document_Type_Code HAVING count(*) < 3
SELECT Document_Description FROM Documents WHERE Document_Type_Code = 'Film'
SELECT Document_Name, Document_Description, Document_Date FROM Documents
SELECT COUNT(*) FROM Projects
SELECT Project_Details FROM Projects WHERE Project_ID = (SELECT Project_ID FROM Documents WHERE Document_Name = 'King Book')
SELECT count(*) FROM Ref_Budget_Codes
SELECT T2.Budget_Type_Description FROM Documents_with_Expenses AS T1 JOIN Ref_Budget_Codes AS T2 ON T1.Budget_Type_Code = T2.Budget_Type_Code WHERE T1.Budget_Type_Code = 'ORG'
SELECT COUNT(*) FROM Documents_with_Expenses
SELECT Documents_with_Expenses.Budget_Type_Code, Ref_Budget_Codes.Budget_Type_Description, Document_ID FROM Documents_with_Expenses JOIN Ref_Budget_Codes ON Documents_with_Expenses.Budget_Type_Code = Ref_Budget_Codes.Budget_Type_Code
SELECT Budget_Type_Code, Budget_Type_Description, Document_ID FROM Documents_with_Expenses
SELECT Document_ID FROM Documents_with_Expenses WHERE Budget_Type_Code = 'Government'
SELECT Budget_Type_Code, COUNT(*) FROM Documents_with_Expenses GROUP BY Budget_Type_Code
SELECT Documents.Document_ID FROM Documents JOIN Documents_with_Expenses ON Documents.Document_ID = Documents_with_Expenses.Document_ID WHERE Document_Type_Code = 'CV' AND Documents_with_Expenses.Budget_Type_Code IS NULL
SELECT Documents_with_Expenses.Document_ID FROM Documents_with_Expenses JOIN Documents ON Documents_with_Expenses.Document_ID = Documents.Document_ID WHERE Documents.Document_Type_Code = 'CV' AND Document_Details IS NULL
SELECT Documents_with_Expenses.Document_ID FROM Documents_with_Expenses JOIN Documents ON Documents_with_Expenses.Document_ID = Documents.Document_ID WHERE Documents.Document_Name LIKE '%s%'
SELECT COUNT(Document_ID) FROM Documents_with_Expenses WHERE Budget_Type_Code IS NULL
SELECT T2.Document_Date FROM Documents_with_Expenses AS T1 JOIN Documents AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Budget_Type_Code = 'GV' AND T1.Budget_Type_Code = 'SF'
SELECT Account_Details FROM Accounts WHERE Statement_ID IN (SELECT Statement_ID FROM Documents_with_Expenses WHERE Budget_Type_Code = '5') ORDER BY Account_Details DESC LIMIT 1
SELECT Account_Details FROM Accounts ORDER BY Account_Details DESC LIMIT 1
