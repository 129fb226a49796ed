SELECT count(*) FROM farm
SELECT T1.Year, T1.Official_Name FROM competition_record AS T1 JOIN city AS T2 ON T1.Host_city_ID = T2.City_ID
SELECT Status FROM city ORDER BY COUNT(*) DESC LIMIT 1
SELECT Status FROM city ORDER BY COUNT(*) DESC LIMIT 1
SELECT Address, COUNT(*) FROM member GROUP BY Address
SELECT Address FROM shop ORDER BY Open_Year
SELECT chip_model, screen_mode FROM phone WHERE Hardware_Model_name = "LG-P760"
SELECT max(RAM_MiB) , min(RAM_MiB) FROM phone WHERE Company_name = "Nokia Corporation"
SELECT Hardware_Model_name, Company_name FROM phone WHERE screen_mode = "Graphics"
SELECT Hardware_Model_name FROM phone WHERE screen_mode = "Text" OR RAM_MiB > 32
SELECT Hardware_Model_name FROM phone WHERE Company_name = "Nokia Corporation" AND screen_mode != "Text"
SELECT Accreditation_type, COUNT(*) FROM phone GROUP BY Accreditation_type
SELECT COUNT(Model_name) FROM chip_model WHERE WiFi = 'No'
SELECT AVG(RAM_MiB) FROM chip_model WHERE chip_model NOT IN (SELECT chip_model FROM phone)
SELECT Name, Party FROM representative
SELECT AVG(T2.Total_Attendance) FROM stadium AS T1 JOIN game AS T2 ON T1.id = T2.stadium_id WHERE T1.Capacity_Percentage > 100
SELECT id, score, date FROM game WHERE injury_accident.id IN (SELECT id FROM injury_accident GROUP BY id HAVING count(*) >= 2)
SELECT COUNT(id) FROM game WHERE Injury IS NULL
SELECT count(DISTINCT Injury) FROM injury_accident WHERE Season = 2010
SELECT name, Average_Attendance, Total_Attendance FROM stadium WHERE id NOT IN (SELECT stadium_id FROM injury_accident)
SELECT Occupation, COUNT(*) FROM player GROUP BY Occupation
SELECT count(*) FROM wrestler
SELECT Name, Elimination_Move FROM wrestler
SELECT Time FROM Elimination ORDER BY Days_held DESC LIMIT 1
SELECT Team, COUNT(*) FROM Elimination GROUP BY Team
SELECT Team FROM Elimination WHERE Elimination_Move = 'Eliminated' GROUP BY Team HAVING COUNT(*) > 3
SELECT Reign, Days_held FROM wrestler
SELECT Name FROM wrestler WHERE Wrestler_ID NOT IN (SELECT Wrestler_ID FROM Elimination)
SELECT count(*) FROM School
SELECT count(*) FROM building
SELECT Name, Street_address, Floors FROM building ORDER BY Floors
SELECT T2.institution, COUNT(T1.institution_id) FROM Institution AS T1 JOIN protein AS T2 ON T1.institution_id = T2.institution_id GROUP BY T1.institution
SELECT T2.Pilot_name, T2.Model FROM pilot_record AS T1 JOIN aircraft AS T2 ON T1.Aircraft_ID = T2.Aircraft_ID
SELECT document_status_description FROM Ref_Document_Status WHERE document_status_code = 'working'
SELECT role_code FROM Roles
SELECT document_id FROM Documents WHERE document_status_code = 'done' AND document_type_code = 'Paper' AND shipping_agent_code != 'USPS'
SELECT e.employee_name, COUNT(d.copy_number) AS draft_count, COUNT(d.copy_number) AS copy_count FROM Documents_Mailed d JOIN Employees e ON d.employee_id = e.employee_id GROUP BY e.employee_id ORDER BY draft_count DESC LIMIT 1
SELECT document_id, COUNT(employee_id) FROM Circulation_History GROUP BY document_id
SELECT DISTINCT name FROM races WHERE year BETWEEN 2014 AND 2017
SELECT forename, surname FROM drivers ORDER BY laptime ASC LIMIT 1
SELECT driverId, forename, surname FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE position = 1 GROUP BY driverId HAVING COUNT(*) >= 2)
SELECT COUNT(DISTINCT driverId) FROM results WHERE raceId IN (SELECT raceId FROM races WHERE year = 2009 AND name = 'Australian Grand Prix')
SELECT DISTINCT T1.forename FROM drivers AS T1 JOIN driverStandings AS T2 ON T1.driverId = T2.driverId WHERE T2.position = 1 AND T2.wins > 20
SELECT nationality, COUNT(*) FROM constructors GROUP BY nationality
SELECT nationality, COUNT(DISTINCT constructorId) FROM constructors GROUP BY nationality
SELECT DISTINCT T2.name FROM races AS T1 INNER JOIN circuits AS T2 ON T1.circuitId = T2.circuitId WHERE T1.year > 2000 AND T2.country = 'Spain'
SELECT DISTINCT forename FROM drivers ORDER BY forename ASC
SELECT name FROM races ORDER BY name DESC
SELECT name FROM races WHERE date >= '2023-01-01' OR date <= '2023-01-31'
SELECT driverId, surname FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE raceId IN (SELECT raceId FROM races WHERE year > 2010 GROUP BY raceId ORDER BY COUNT(*) DESC LIMIT 1))
SELECT name FROM constructors WHERE nationality = 'Japan' AND points > 5
SELECT AVG(T2.fastestLapSpeed) FROM results AS T1 INNER JOIN results AS T2 ON T1.resultId = T2.resultId WHERE T1.raceName = 'Monaco Grand Prix' AND T1.year = 2008
SELECT AVG(fastestLapSpeed) FROM results WHERE raceId IN (SELECT raceId FROM races WHERE year = 2008 AND circuitId IN (SELECT circuitId FROM circuits WHERE name = 'Monaco Grand Prix'))
SELECT T2.fastestLapSpeed FROM results AS T1 JOIN results AS T2 ON T1.resultId = T2.resultId WHERE T1.year > 2004 ORDER BY T1.year
SELECT driverId, forename, number FROM drivers WHERE driverId IN (SELECT driverId FROM results GROUP BY driverId HAVING COUNT(*) >= 2)
SELECT DISTINCT source_system_code FROM CMI_Cross_References WHERE master_customer_id IN (SELECT master_customer_id FROM Customer_Master_Index WHERE cmi_details = 'Gottlieb, Becker and Wyman')
SELECT ResTypeDescription FROM Restaurant_Type WHERE ResTypeID = (SELECT ResTypeID FROM Type_Of_Restaurant WHERE ResTypeName = 'Sandwich')
SELECT Fname, Lname FROM Student WHERE Major = 600
SELECT city_code FROM Student WHERE Fname = 'Linda' AND LName = 'Smith'
SELECT order_id FROM Actual_Orders WHERE actual_order_status_code = 'Success'
SELECT DISTINCT detention_type_code FROM Detention
SELECT date_incident_start, date_incident_end FROM Behavior_Incident WHERE incident_type_code = "NOISE"
SELECT incident_type_description FROM Ref_Incident_Type WHERE incident_type_code = "VIOLENCE"
SELECT date_incident_start, date_incident_end FROM Behavior_Incident WHERE student_id IN (SELECT student_id FROM Students WHERE last_name = "Fahey")
SELECT line_1, AVG(monthly_rental) FROM Addresses
SELECT T2.first_name, T2.last_name FROM Maintenance_Engineers AS T1 JOIN Engineer_Visits AS T2 ON T1.engineer_id = T2.engineer_id WHERE T2.contact_staff_id IS NULL
SELECT asset_id, asset_details, asset_make, asset_model FROM Assets
SELECT part_name FROM Parts WHERE part_id IN (SELECT part_id FROM Part_Faults GROUP BY part_id ORDER BY count(*) ASC LIMIT 1)
SELECT engineer_id, first_name, last_name FROM Engineer_Visits ORDER BY visit_start_datetime ASC LIMIT 1
SELECT DISTINCT asset_model FROM Assets
SELECT SUM(f.Market_Rate) FROM furniture f JOIN furniture_manufacte fm ON f.Furniture_ID = fm.Furniture_ID GROUP BY fm.Furniture_ID ORDER BY COUNT(fm.Furniture_ID) DESC LIMIT 2
SELECT Payment_Method_Code, Date_Payment_Made, Amount_Payment FROM Payments ORDER BY Date_Payment_Made ASC
SELECT Settlement.Amount_Claimed, Claims.Amount_Claimed FROM Settlements INNER JOIN Claims ON Settlement.Claim_ID = Claims.Claim_ID ORDER BY Settlement.Amount_Claimed ASC LIMIT 1
SELECT Claim_ID, COUNT(*) FROM Settlements GROUP BY Claim_ID
SELECT SUM(Amount_Claimed) FROM Settlements
SELECT SUM(Amount_Payment) FROM Payments
SELECT Customer_Details FROM Customers WHERE Customer_ID NOT IN (SELECT Customer_ID FROM Customer_Policies)
SELECT Customer_Details FROM Customers WHERE Customer_ID NOT IN (SELECT Customer_ID FROM Customer_Policies)
SELECT SUM(Amount_Claimed) FROM Claims
SELECT Country FROM member GROUP BY Country ORDER BY COUNT(*) DESC LIMIT 1
SELECT Country FROM member GROUP BY Country HAVING count(*) > 2
SELECT Name, College_Location FROM member ORDER BY Name ASC
SELECT Name FROM member WHERE Member_ID NOT IN (SELECT Member_ID FROM round)
SELECT Status FROM roller_coaster GROUP BY Status ORDER BY COUNT(*) DESC LIMIT 1
SELECT COUNT(*) FROM country WHERE Country_ID NOT IN (SELECT Country_ID FROM roller_coaster WHERE Length > 3000)
SELECT Party, COUNT(Driver_ID) FROM driver GROUP BY Party
SELECT Party FROM driver WHERE Home_city = 'Hartford' AND Age > 40
SELECT T2.Type, COUNT(*) FROM school_bus AS T1 JOIN school AS T2 ON T1.School_ID = T2.School_ID GROUP BY T2.Type
SELECT count(*) FROM Statements
SELECT T1.Statement_ID, T1.Statement_Details, T2.Account_Details FROM Statements AS T1 JOIN Accounts AS T2 ON T1.Statement_ID = T2.Statement_ID
SELECT Statement_ID, COUNT(Account_ID) FROM Statements GROUP BY Statement_ID
SELECT Statement_ID, Statement_Details FROM Statements GROUP BY Statement_ID ORDER BY count(*) DESC LIMIT 1
SELECT count(*) FROM Documents
SELECT COUNT(DISTINCT Project_ID) FROM Documents_with_Expenses WHERE Budget_Type_Code = 'BK'
SELECT count(*) FROM Projects
SELECT Budget_Type_Description FROM Ref_Budget_Codes WHERE Budget_Type_Code = 'ORG'
SELECT Document_ID FROM Documents_with_Expenses WHERE Budget_Type_Code = 'Government'
SELECT Document_ID FROM Documents_with_Expenses WHERE Document_Name LIKE '%s%'
SELECT Document_Date FROM Documents WHERE Budget_Type_Code IN ('GV', 'SF')
SELECT Account_Details FROM Accounts WHERE Statement_ID IN (SELECT Statement_ID FROM Documents_with_Expenses WHERE Budget_Type_Code = '5') ORDER BY Account_Details DESC LIMIT 1
