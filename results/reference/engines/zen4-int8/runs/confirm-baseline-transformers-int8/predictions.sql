SELECT count(*) FROM farm
SELECT T1.Year, T1.Official_Name FROM competition_record AS T1 JOIN city AS T2 ON T1.Host_city_ID = T2.City_ID
SELECT Address FROM shop ORDER BY Open_Year
SELECT Hardware_Model_name FROM phone WHERE screen_mode = "Text" OR RAM_MiB > 32
SELECT Hardware_Model_name FROM phone WHERE Company_name = "Nokia Corporation" AND screen_mode != "Text"
SELECT AVG(RAM_MiB) FROM chip_model WHERE Model_name NOT IN (SELECT Model_name FROM phone)
SELECT Name FROM representative ORDER BY Votes DESC
SELECT Season, Home_team, Away_team FROM game
SELECT AVG(T2.Total_Attendance) FROM stadium AS T1 JOIN game AS T2 ON T1.id = T2.stadium_id WHERE T1.Capacity_Percentage > 100
SELECT id, score, date FROM game WHERE injury_accident.id IN (SELECT id FROM injury_accident GROUP BY id HAVING count(*) >= 2)
SELECT COUNT(id) FROM game WHERE Injury IS NULL
SELECT count(DISTINCT Injury) FROM injury_accident WHERE Season = 2010
SELECT Date, Venue FROM debate
SELECT Name, Elimination_Move FROM wrestler
SELECT T1.Name, T2.Team FROM wrestler AS T1 JOIN Elimination AS T2 ON T1.Wrestler_ID = T2.Wrestler_ID ORDER BY T2.Days_held DESC
SELECT Team FROM Elimination WHERE Elimination_Move = 'Eliminated' GROUP BY Team HAVING COUNT(*) > 3
SELECT count(*) FROM building
SELECT T2.institution, COUNT(T1.institution_id) FROM Institution AS T1 JOIN protein AS T2 ON T1.institution_id = T2.institution_id GROUP BY T1.institution
SELECT T2.Pilot_name, T2.Model FROM pilot_record AS T1 JOIN aircraft AS T2 ON T1.Aircraft_ID = T2.Aircraft_ID
SELECT document_status_description FROM Ref_Document_Status WHERE document_status_code = 'working'
SELECT document_id, COUNT(*) FROM Draft_Copies GROUP BY document_id HAVING COUNT(*) > 1
SELECT e.employee_name, COUNT(d.copy_number) AS draft_count, COUNT(d.copy_number) AS copy_count FROM Documents_Mailed d JOIN Employees e ON d.employee_id = e.employee_id GROUP BY e.employee_id ORDER BY draft_count DESC LIMIT 1
SELECT DISTINCT name FROM races WHERE year BETWEEN 2014 AND 2017
SELECT driverId, forename, surname FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE position = 1 GROUP BY driverId HAVING COUNT(*) >= 2)
SELECT COUNT(DISTINCT driverId) FROM results WHERE raceId IN (SELECT raceId FROM races WHERE year = 2009 AND name = 'Australian Grand Prix')
SELECT DISTINCT forename FROM drivers ORDER BY forename ASC
SELECT name FROM races WHERE date >= '2023-01-01' OR date <= '2023-01-31'
SELECT name FROM constructors WHERE nationality = 'Japan' AND points > 5
SELECT AVG(T2.fastestLapSpeed) FROM results AS T1 INNER JOIN results AS T2 ON T1.resultId = T2.resultId WHERE T1.raceName = 'Monaco Grand Prix' AND T1.year = 2008
SELECT T2.fastestLapSpeed FROM results AS T1 JOIN races AS T2 ON T1.raceId = T2.raceId WHERE T2.year > 2004 ORDER BY T2.year
SELECT driverId, forename, number FROM drivers WHERE driverId IN (SELECT driverId FROM results GROUP BY driverId HAVING count(*) >= 2)
SELECT electoral_register_id FROM Electoral_Register WHERE cmi_cross_ref_id IN (SELECT cmi_cross_ref_id FROM CMI_Cross_References WHERE source_system_code IN ('Electoral', 'Tax'))
SELECT DISTINCT source_system_code FROM CMI_Cross_References WHERE master_customer_id IN (SELECT master_customer_id FROM Customer_Master_Index WHERE cmi_details = 'Gottlieb, Becker and Wyman')
SELECT Fname, Lname FROM Student WHERE Major = 600
SELECT city_code FROM Student WHERE Fname = 'Linda' AND LName = 'Smith'
SELECT date_incident_start, date_incident_end FROM Behavior_Incident WHERE incident_type_code = "NOISE"
SELECT incident_type_description FROM Ref_Incident_Type WHERE incident_type_code = "VIOLENCE"
SELECT line_1, AVG(monthly_rental) FROM Addresses
SELECT T2.first_name, T2.last_name FROM Maintenance_Engineers AS T1 JOIN Engineer_Visits AS T2 ON T1.engineer_id = T2.engineer_id WHERE T2.contact_staff_id IS NULL
SELECT part_name FROM Parts WHERE part_id IN (SELECT part_id FROM Part_Faults GROUP BY part_id ORDER BY count(*) ASC LIMIT 1)
SELECT SUM(f.Market_Rate) FROM furniture f JOIN furniture_manufacte fm ON f.Furniture_ID = fm.Furniture_ID GROUP BY fm.Furniture_ID ORDER BY COUNT(fm.Furniture_ID) DESC LIMIT 2
SELECT Payment_Method_Code, Date_Payment_Made, Amount_Payment FROM Payments ORDER BY Date_Payment_Made ASC
SELECT Claim_ID, COUNT(*) FROM Settlements GROUP BY Claim_ID
SELECT SUM(Amount_Claimed) FROM Settlements
SELECT SUM(Amount_Claimed) FROM Claims
SELECT Country FROM member GROUP BY Country ORDER BY COUNT(*) DESC LIMIT 1
SELECT Name FROM member WHERE Member_ID NOT IN (SELECT Member_ID FROM round)
SELECT AVG(Speed) FROM roller_coaster
SELECT Status FROM roller_coaster GROUP BY Status ORDER BY COUNT(*) DESC LIMIT 1
SELECT T2.Type, COUNT(*) FROM school_bus AS T1 JOIN school AS T2 ON T1.School_ID = T2.School_ID GROUP BY T2.Type
SELECT Account_ID, Account_Details FROM Accounts
SELECT count(*) FROM Statements
SELECT Statement_ID, Statement_Details FROM Statements GROUP BY Statement_ID ORDER BY count(*) DESC LIMIT 1
SELECT COUNT(DISTINCT Project_ID) FROM Documents_with_Expenses WHERE Budget_Type_Code = 'BK'
SELECT Document_Type_Code, COUNT(*) FROM Documents GROUP BY Document_Type_Code
SELECT Document_Type_Code FROM Documents GROUP BY Document_Type_Code HAVING count(*) < 3
SELECT T2.Document_Type_Description FROM Documents AS T1 JOIN Ref_Document_Types AS T2 ON T1.Document_Type_Code = T2.Document_Type_Code WHERE T1.Document_Type_Name = 'Film'
SELECT count(*) FROM Ref_Budget_Codes
SELECT Budget_Type_Code, Budget_Type_Description, Document_ID FROM Documents_with_Expenses
SELECT Account_Details FROM Accounts WHERE Statement_ID IN (SELECT Statement_ID FROM Documents_with_Expenses WHERE Budget_Type_Code = '5') ORDER BY Account_Details DESC LIMIT 1
