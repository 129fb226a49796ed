SELECT count(*) FROM farm
SELECT Year, city.Official_Name FROM farm_competition JOIN city ON farm_competition.Host_city_ID = city.City_ID
SELECT Status FROM city WHERE City_ID = (SELECT Host_city_ID FROM farm_competition GROUP BY Host_city_ID ORDER BY count(*) DESC LIMIT 1)
SELECT Status FROM city JOIN farm_competition ON city.City_ID = farm_competition.Host_city_ID ORDER BY farm_competition.Competition_ID DESC LIMIT 1
SELECT Address, COUNT(*) FROM member GROUP BY Address
SELECT Address FROM shop ORDER BY Open_Year
SELECT chip_model, screen_mode FROM phone WHERE Hardware_Model_name = "LG-P760"
SELECT max(chip_model.RAM_MiB) , min(chip_model.RAM_MiB) FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE Company_name = "Nokia Corporation"
SELECT Hardware_Model_name, Company_name FROM phone WHERE screen_mode = "Graphics"
SELECT Hardware_Model_name FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE screen_mode = "Text" OR chip_model.RAM_MiB > 32
SELECT Hardware_Model_name FROM phone WHERE Company_name = "Nokia Corporation" AND screen_mode != "Text"
SELECT Accreditation_type, COUNT(*) FROM phone GROUP BY Accreditation_type
SELECT COUNT(Model_name) FROM chip_model WHERE WiFi = 'No'
SELECT AVG(RAM_MiB) FROM chip_model WHERE Model_name NOT IN (SELECT Hardware_Model_name FROM phone)
SELECT Name, Party FROM representative
SELECT AVG(T1.Total_Attendance) FROM stadium AS T1 JOIN game AS T2 ON T1.id = T2.stadium_id WHERE T1.Capacity_Percentage > 100
SELECT id, Score, Date FROM game WHERE id IN (SELECT game_id FROM injury_accident GROUP BY game_id HAVING count(*) >= 2)
SELECT COUNT(game.id) FROM game JOIN injury_accident ON game.id = injury_accident.game_id WHERE injury_accident.Injury IS NULL
SELECT count(DISTINCT Injury) FROM injury_accident JOIN game ON injury_accident.game_id = game.id WHERE game.Season = 2010
SELECT name, Average_Attendance, Total_Attendance FROM stadium WHERE id NOT IN (SELECT game.stadium_id FROM injury_accident JOIN game ON injury_accident.game_id = game.id)
SELECT Occupation, COUNT(*) FROM player GROUP BY Occupation
SELECT count(*) FROM wrestler
SELECT Name, Elimination.Elimination_Move FROM wrestler JOIN Elimination ON wrestler.Wrestler_ID = Elimination.Wrestler_ID
SELECT Time FROM Elimination JOIN wrestler ON Elimination.Wrestler_ID = wrestler.Wrestler_ID ORDER BY wrestler.Days_held DESC LIMIT 1
SELECT Team, COUNT(*) FROM Elimination GROUP BY Team
SELECT Team FROM Elimination GROUP BY Team HAVING COUNT(*) > 3
SELECT Reign, Days_held FROM wrestler
SELECT Name FROM wrestler WHERE Wrestler_ID NOT IN (SELECT Wrestler_ID FROM Elimination)
SELECT count(*) FROM School
SELECT count(*) FROM building
SELECT Name, Street_address, Floors FROM building ORDER BY Floors
SELECT Institution_id, COUNT(*) FROM protein GROUP BY Institution_id
SELECT pilot.Pilot_name, T2.Model FROM pilot_record AS T1 JOIN aircraft AS T2 ON T1.Aircraft_ID = T2.Aircraft_ID JOIN pilot ON T1.Pilot_ID = pilot.Pilot_ID
SELECT document_status_description FROM Ref_Document_Status WHERE document_status_code = 'working'
SELECT role_code FROM Roles
SELECT document_id FROM Documents WHERE document_status_code = 'done' AND document_type_code = 'Paper' AND shipping_agent_code != 'USPS'
SELECT Employees.employee_name, COUNT(*) AS draft_count, COUNT(*) AS copy_count FROM Circulation_History JOIN Employees ON Circulation_History.employee_id = Employees.employee_id GROUP BY Circulation_History.employee_id ORDER BY draft_count DESC LIMIT 1
SELECT document_id, COUNT(employee_id) FROM Circulation_History GROUP BY document_id
SELECT DISTINCT name FROM races WHERE year BETWEEN 2014 AND 2017
SELECT forename, surname FROM drivers JOIN results ON drivers.driverId = results.driverId ORDER BY results.laps ASC LIMIT 1
SELECT driverId, forename, surname FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE position = 1 GROUP BY driverId HAVING COUNT(*) >= 2)
SELECT count(*) FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE raceId IN (SELECT raceId FROM races WHERE name = 'Australian Grand Prix' AND year = 2009))
SELECT DISTINCT forename FROM drivers WHERE driverId IN (SELECT driverId FROM driverStandings WHERE position = 1 AND points > 20)
SELECT nationality, COUNT(*) FROM constructors GROUP BY nationality
SELECT nationality, count(DISTINCT constructorId) FROM constructors GROUP BY nationality
SELECT DISTINCT T2.name FROM races AS T1 JOIN circuits AS T2 ON T1.circuitId = T2.circuitId WHERE T1.year > 2000 AND T2.country = 'Spain'
SELECT DISTINCT forename FROM drivers ORDER BY forename
SELECT name FROM races ORDER BY name DESC
SELECT name FROM races WHERE date BETWEEN '2009-01-01' AND '2009-12-31'
SELECT driverId, surname FROM drivers WHERE driverId IN ( SELECT driverId FROM results WHERE raceId IN ( SELECT raceId FROM races WHERE year > 2010 ) GROUP BY driverId ORDER BY COUNT(*) DESC LIMIT 1 )
SELECT name FROM constructors WHERE nationality = 'Japan' AND points > 5
SELECT AVG(fastestLapSpeed) FROM results WHERE raceId IN (SELECT raceId FROM races WHERE name = 'Monaco Grand Prix' AND year = 2008)
SELECT AVG(fastestLapSpeed) FROM results WHERE raceId IN (SELECT raceId FROM races WHERE name = 'Monaco Grand Prix' AND year = 2008)
SELECT T2.fastestLapSpeed FROM results AS T1 JOIN results AS T2 ON T1.resultId = T2.resultId JOIN races ON T1.raceId = races.raceId WHERE races.date > '2004' ORDER BY races.year
SELECT driverId, forename, number FROM drivers WHERE driverId IN (SELECT driverId FROM results GROUP BY driverId HAVING count(*) >= 2)
SELECT DISTINCT source_system_code FROM CMI_Cross_References WHERE master_customer_id IN (SELECT master_customer_id FROM Customer_Master_Index WHERE cmi_details = 'Gottlieb, Becker and Wyman')
SELECT ResTypeDescription FROM Restaurant_Type WHERE ResTypeID = 1
SELECT Fname, Lname FROM Student WHERE Major = 600
SELECT city_code FROM Student WHERE Fname = 'Linda' AND LName = 'Smith'
SELECT order_id FROM Actual_Orders WHERE order_status_code = 'Success'
SELECT DISTINCT detention_type_code FROM Detention
SELECT date_incident_start, date_incident_end FROM Behavior_Incident WHERE incident_type_code = "NOISE"
SELECT incident_type_description FROM Ref_Incident_Type WHERE incident_type_code = "VIOLENCE"
SELECT date_incident_start, date_incident_end FROM Behavior_Incident WHERE student_id IN (SELECT student_id FROM Students WHERE last_name = "Fahey")
SELECT line_1 , avg(Student_Addresses.monthly_rental) FROM Addresses JOIN Student_Addresses ON Addresses.address_id = Student_Addresses.address_id
SELECT T2.first_name, T2.last_name FROM Engineer_Visits AS T1 JOIN Maintenance_Engineers AS T2 ON T1.engineer_id = T2.engineer_id
SELECT asset_id, asset_details, asset_make, asset_model FROM Assets
SELECT part_name FROM Parts WHERE part_id IN (SELECT part_id FROM Part_Faults GROUP BY part_id ORDER BY count(*) ASC LIMIT 1)
SELECT Engineer_Visits.engineer_id, Maintenance_Engineers.first_name, last_name FROM Engineer_Visits JOIN Maintenance_Engineers ON Engineer_Visits.engineer_id = Maintenance_Engineers.engineer_id GROUP BY Engineer_Visits.engineer_id ORDER BY count(*) ASC LIMIT 1
SELECT DISTINCT asset_model FROM Assets
SELECT SUM(f.Market_Rate) FROM furniture f JOIN furniture_manufacte fm ON f.Furniture_ID = fm.Furniture_ID GROUP BY fm.Furniture_ID ORDER BY COUNT(fm.Furniture_ID) DESC LIMIT 2
SELECT Payment_Method_Code, Date_Payment_Made, Amount_Payment FROM Payments ORDER BY Date_Payment_Made ASC
SELECT SUM(T2.Amount_Claimed) AS Settlement_Amount, SUM(T3.Amount_Claimed) AS Claim_Amount FROM Claims AS T1 INNER JOIN Settlements AS T2 ON T1.Claim_ID = T2.Claim_ID INNER JOIN Claims AS T3 ON T1.Policy_ID = T3.Policy_ID WHERE T1.Date_Claim_Settled = ( SELECT MIN(Date_Claim_Settled) FROM Settlements )
SELECT Claim_ID, COUNT(*) FROM Settlements GROUP BY Claim_ID
SELECT SUM(Amount_Settled) FROM Settlements
SELECT SUM(Amount_Payment) FROM Payments
SELECT Customer_Details FROM Customers WHERE Customer_ID NOT IN (SELECT Customer_ID FROM Customer_Policies)
SELECT Customer_Details FROM Customers WHERE Customer_ID NOT IN (SELECT Customer_ID FROM Customer_Policies)
SELECT SUM(Amount_Claimed) FROM Claims
SELECT Country FROM member GROUP BY Country ORDER BY COUNT(*) DESC LIMIT 1
SELECT Country FROM member GROUP BY Country HAVING count(*) > 2
SELECT member.Name, college.College_Location FROM member JOIN college ON member.College_ID = college.College_ID ORDER BY member.Name ASC
SELECT Name FROM member WHERE Member_ID NOT IN (SELECT Member_ID FROM round)
SELECT Status FROM roller_coaster GROUP BY Status ORDER BY COUNT(*) DESC LIMIT 1
SELECT COUNT(*) FROM country WHERE Country_ID NOT IN (SELECT Country_ID FROM roller_coaster WHERE Length > 3000)
SELECT Party, COUNT(Driver_ID) FROM driver GROUP BY Party
SELECT Party FROM driver WHERE Home_city = 'Hartford' AND Age > 40
SELECT school.Type, COUNT(*) FROM school_bus JOIN school ON school_bus.School_ID = school.School_ID GROUP BY school.Type
SELECT count(*) FROM Statements
SELECT Accounts.Statement_ID, Statements.Statement_Details, Account_Details FROM Accounts JOIN Statements ON Accounts.Statement_ID = Statements.Statement_ID
SELECT Statements.Statement_ID, COUNT(Accounts.Account_ID) FROM Statements JOIN Accounts ON Statements.Statement_ID = Accounts.Statement_ID GROUP BY Statements.Statement_ID
SELECT Statement_ID, Statement_Details FROM Statements GROUP BY Statement_ID ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM Documents
SELECT Project_ID, COUNT(Document_ID) FROM Documents WHERE Document_Type_Code = 'BK' GROUP BY Project_ID
SELECT count(*) FROM Projects
SELECT Budget_Type_Description FROM Ref_Budget_Codes WHERE Budget_Type_Code = 'ORG'
SELECT Document_ID FROM Documents_with_Expenses WHERE Budget_Type_Code = 'Government'
SELECT Document_ID FROM Documents_with_Expenses WHERE Document_Details LIKE '%s%'
SELECT Document_Date FROM Documents JOIN Documents_with_Expenses ON Documents.Document_ID = Documents_with_Expenses.Document_ID WHERE Documents_with_Expenses.Budget_Type_Code IN ('GV', 'SF')
SELECT Account_Details FROM Accounts WHERE Statement_ID = (SELECT Statement_ID FROM Statements ORDER BY Statement_Details DESC LIMIT 1) OR Account_Details = '5'
