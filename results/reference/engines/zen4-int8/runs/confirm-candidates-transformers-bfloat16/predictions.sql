SELECT count(*) FROM farm
SELECT farm_competition.Year, Official_Name FROM city JOIN farm_competition ON city.City_ID = farm_competition.Host_city_ID
SELECT Address FROM shop ORDER BY Open_Year
SELECT Hardware_Model_name FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE screen_mode = "Text" OR chip_model.RAM_MiB > 32
SELECT Hardware_Model_name FROM phone WHERE Company_name = "Nokia Corporation" AND screen_mode != "Text"
SELECT AVG(RAM_MiB) FROM chip_model WHERE Model_name NOT IN (SELECT chip_model FROM phone)
SELECT Name FROM representative JOIN election ON representative.Representative_ID = election.Representative_ID ORDER BY election.Votes DESC
SELECT Season, Home_team, Away_team FROM game
SELECT AVG(T1.Average_Attendance) FROM stadium AS T1 JOIN game AS T2 ON T1.id = T2.stadium_id WHERE T1.Capacity_Percentage > 100
SELECT id, Score, Date FROM game WHERE id IN (SELECT game_id FROM injury_accident GROUP BY game_id HAVING count(*) >= 2)
SELECT COUNT(game.id) FROM game JOIN injury_accident ON game.id = injury_accident.game_id WHERE injury_accident.Injury IS NULL
SELECT count(DISTINCT Injury) FROM injury_accident JOIN game ON injury_accident.game_id = game.id WHERE game.Season = 2010
SELECT Date, Venue FROM debate
SELECT wrestler.Name, Elimination_Move FROM Elimination JOIN wrestler ON Elimination.Wrestler_ID = wrestler.Wrestler_ID
SELECT T1.Name, T2.Team FROM wrestler AS T1 JOIN Elimination AS T2 ON T1.Wrestler_ID = T2.Wrestler_ID ORDER BY T1.Days_held DESC
SELECT Team FROM Elimination WHERE Elimination_Move = 'Go To Sleep' GROUP BY Team HAVING count(*) > 3
SELECT count(*) FROM building
SELECT T1.institution, COUNT(T2.common_name) FROM Institution AS T1 JOIN protein AS T2 ON T1.institution_id = T2.institution_id GROUP BY T1.institution
SELECT pilot.Pilot_name, T2.Model FROM pilot_record AS T1 JOIN aircraft AS T2 ON T1.Aircraft_ID = T2.Aircraft_ID JOIN pilot ON T1.Pilot_ID = pilot.Pilot_ID
SELECT document_status_description FROM Ref_Document_Status WHERE document_status_code = 'working'
SELECT document_id, COUNT(*) FROM Draft_Copies GROUP BY document_id HAVING COUNT(*) > 1
SELECT Employees.employee_name, COUNT(*) AS draft_count, COUNT(*) AS copy_count FROM Circulation_History JOIN Employees ON Circulation_History.employee_id = Employees.employee_id GROUP BY Circulation_History.employee_id ORDER BY draft_count DESC LIMIT 1
SELECT DISTINCT name FROM races WHERE year BETWEEN 2014 AND 2017
SELECT driverId, forename, surname FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE position = 1 GROUP BY driverId HAVING COUNT(*) >= 2)
SELECT count(*) FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE raceId = (SELECT raceId FROM races WHERE year = 2009))
SELECT DISTINCT forename FROM drivers ORDER BY forename
SELECT name FROM races WHERE time >= '2009-01-01 12:00:00' OR time <= '2009-01-01 09:00:00'
SELECT name FROM constructors WHERE nationality = 'Japan' AND points > 5
SELECT AVG(fastestLapSpeed) FROM results WHERE raceId IN (SELECT raceId FROM races WHERE name = 'Monaco Grand Prix' AND year = 2008)
SELECT T2.fastestLapSpeed FROM results AS T1 JOIN results AS T2 ON T1.resultId = T2.resultId JOIN races ON T1.raceId = races.raceId WHERE races.date > '2004' ORDER BY races.year
SELECT driverId, forename, number FROM drivers WHERE driverId IN (SELECT driverId FROM results GROUP BY driverId HAVING count(*) >= 2)
SELECT electoral_register_id FROM Electoral_Register WHERE cmi_cross_ref_id IN (SELECT cmi_cross_ref_id FROM CMI_Cross_References WHERE source_system_code IN ('Electoral', 'Tax'))
SELECT DISTINCT source_system_code FROM CMI_Cross_References WHERE master_customer_id IN (SELECT master_customer_id FROM Customer_Master_Index WHERE cmi_details = 'Gottlieb, Becker and Wyman')
SELECT Fname, Lname FROM Student WHERE Major = 600
SELECT city_code FROM Student WHERE Fname = 'Linda' AND LName = 'Smith'
SELECT date_incident_start, date_incident_end FROM Behavior_Incident WHERE incident_type_code = "NOISE"
SELECT incident_type_description FROM Ref_Incident_Type WHERE incident_type_code = "VIOLENCE"
SELECT line_1 , avg(Student_Addresses.monthly_rental) FROM Addresses JOIN Student_Addresses ON Addresses.address_id = Student_Addresses.address_id
SELECT T2.first_name, T2.last_name FROM Engineer_Visits AS T1 JOIN Maintenance_Engineers AS T2 ON T1.engineer_id = T2.engineer_id
SELECT part_name FROM Parts WHERE part_id IN (SELECT part_id FROM Part_Faults GROUP BY part_id ORDER BY count(*) ASC LIMIT 1)
SELECT SUM(Market_Rate) FROM furniture WHERE Furniture_ID IN (SELECT Furniture_ID FROM furniture_manufacte JOIN manufacturer ON furniture_manufacte.Manufacturer_ID = manufacturer.Manufacturer_ID ORDER BY manufacturer.Num_of_Shops DESC LIMIT 2)
SELECT Payment_Method_Code, Date_Payment_Made, Amount_Payment FROM Payments ORDER BY Date_Payment_Made ASC
SELECT Claim_ID, COUNT(*) FROM Settlements GROUP BY Claim_ID
SELECT SUM(Amount_Settled) FROM Settlements
SELECT SUM(Amount_Claimed) FROM Claims
SELECT Country FROM member GROUP BY Country ORDER BY COUNT(*) DESC LIMIT 1
SELECT Name FROM member WHERE Member_ID NOT IN (SELECT Member_ID FROM round)
SELECT avg(Speed) FROM roller_coaster
SELECT Status FROM roller_coaster GROUP BY Status ORDER BY COUNT(*) DESC LIMIT 1
SELECT school.Type, COUNT(*) FROM school_bus JOIN school ON school_bus.School_ID = school.School_ID GROUP BY school.Type
SELECT Account_ID, Account_Details FROM Accounts
SELECT count(*) FROM Statements
SELECT Statement_ID, Statement_Details FROM Statements GROUP BY Statement_ID ORDER BY count(*) DESC LIMIT 1
SELECT p.Project_ID, COUNT(d.Document_ID) FROM Projects p JOIN Documents d ON p.Project_ID = d.Project_ID WHERE d.Document_Type_Code = 'BK' GROUP BY p.Project_ID
SELECT Document_Type_Code, COUNT(*) FROM Documents GROUP BY Document_Type_Code
SELECT Document_Type_Code FROM Documents GROUP BY Document_Type_Code HAVING count(*) < 3
SELECT Document_Type_Description FROM Ref_Document_Types WHERE Document_Type_Name = 'Film'
SELECT count(*) FROM Ref_Budget_Codes
SELECT Documents_with_Expenses.Budget_Type_Code, Ref_Budget_Codes.Budget_Type_Description, Document_ID FROM Documents_with_Expenses JOIN Ref_Budget_Codes ON Documents_with_Expenses.Budget_Type_Code = Ref_Budget_Codes.Budget_Type_Code
SELECT Account_Details FROM Accounts WHERE Account_ID = (SELECT Account_ID FROM Accounts ORDER BY Account_Details DESC LIMIT 1) OR Account_Details LIKE '%5%'
