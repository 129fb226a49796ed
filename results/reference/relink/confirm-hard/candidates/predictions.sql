SELECT count(*) FROM farm
SELECT count(*) FROM farm
SELECT Theme FROM farm_competition ORDER BY Year ASC
SELECT Theme FROM farm_competition ORDER BY Year ASC
SELECT count(DISTINCT Status) FROM city
SELECT Official_Name FROM city ORDER BY Population DESC
SELECT Official_Name, Status FROM city ORDER BY Population DESC LIMIT 1
SELECT farm_competition.Year, Official_Name FROM city JOIN farm_competition ON city.City_ID = farm_competition.Host_city_ID
SELECT Status FROM city WHERE City_ID = (SELECT Host_city_ID FROM farm_competition GROUP BY Host_city_ID ORDER BY COUNT(*) DESC LIMIT 1)
SELECT Status FROM city WHERE City_ID = (SELECT Host_city_ID FROM farm_competition GROUP BY Host_city_ID ORDER BY COUNT(*) DESC LIMIT 1)
SELECT Theme FROM farm_competition WHERE Host_city_ID IN (SELECT City_ID FROM city WHERE Population > 1000)
SELECT Status, AVG(Population) FROM city GROUP BY City_ID
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
SELECT max(RAM_MiB) , min(RAM_MiB) FROM chip_model JOIN phone ON chip_model.Model_name = phone.chip_model WHERE phone.Company_name = "Nokia Corporation"
SELECT AVG(chip_model.RAM_MiB) FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE Company_name = "Nokia Corporation"
SELECT Hardware_Model_name, Company_name FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE chip_model.Launch_year = 2002 OR RAM_MiB > 32
SELECT Char_cells, Pixels, Hardware_colours FROM screen_mode JOIN phone ON screen_mode.Graphics_mode = phone.screen_mode WHERE phone.Hardware_Model_name = "LG-P760"
SELECT Hardware_Model_name, Company_name FROM phone WHERE screen_mode = "Graphics"
SELECT Company_name FROM phone GROUP BY Company_name HAVING count(*) > 1
SELECT max(used_kb), min(used_kb), avg(used_kb) FROM screen_mode
SELECT Model_name FROM chip_model WHERE Launch_year = 2002 ORDER BY RAM_MiB DESC LIMIT 1
SELECT Hardware_Model_name FROM phone JOIN chip_model ON phone.chip_model = chip_model.Model_name WHERE screen_mode = "Text" OR chip_model.RAM_MiB > 32
SELECT Hardware_Model_name FROM phone WHERE Company_name = "Nokia Corporation" AND screen_mode != "Text"
SELECT Accreditation_type, COUNT(*) FROM phone GROUP BY Accreditation_type
SELECT Model_name FROM chip_model
SELECT COUNT(Model_name) FROM chip_model WHERE WiFi = 'No'
SELECT COUNT(Model_name) FROM chip_model WHERE WiFi = 'No'
SELECT AVG(RAM_MiB) FROM chip_model WHERE RAM_MiB != 0
SELECT representative.Name, Party FROM election JOIN representative ON election.Representative_ID = representative.Representative_ID
SELECT Lifespan FROM representative WHERE State = 'New York' OR State = 'Indiana'
SELECT representative.Name FROM election JOIN representative ON election.Representative_ID = representative.Representative_ID WHERE Votes > 10000
SELECT representative.Name FROM election JOIN representative ON election.Representative_ID = representative.Representative_ID ORDER BY Votes DESC
SELECT representative.Party FROM election JOIN representative ON election.Representative_ID = representative.Representative_ID ORDER BY Votes ASC LIMIT 1
SELECT representative.Lifespan FROM election JOIN representative ON election.Representative_ID = representative.Representative_ID ORDER BY Vote_Percent DESC
SELECT representative.Party FROM election JOIN representative ON election.Representative_ID = representative.Representative_ID GROUP BY representative.Party ORDER BY SUM(Votes) DESC LIMIT 1
SELECT DISTINCT T2.State FROM election AS T1 JOIN representative AS T2 ON T1.Representative_ID = T2.Representative_ID GROUP BY T2.State HAVING COUNT(T1.Representative_ID) >= 2
SELECT T1.Home_team, T1.Away_team FROM game AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.id WHERE T1.Season = 1 AND T1.Date LIKE '%Winter%'
SELECT AVG(Average_Attendance) FROM stadium WHERE Capacity_Percentage > 100
SELECT T2.id, T1.Score, T1.Date FROM game AS T1 JOIN injury_accident AS T2 ON T1.id = T2.game_id GROUP BY T2.id HAVING count(*) >= 2
SELECT count(DISTINCT Source) FROM injury_accident
SELECT COUNT(*) FROM game JOIN injury_accident ON game.id = injury_accident.game_id WHERE injury_accident.Injury = 'Wound'
SELECT count(DISTINCT Injury) FROM injury_accident JOIN game ON injury_accident.game_id = game.id WHERE game.Season = 2010
SELECT name, Average_Attendance, Total_Attendance FROM stadium WHERE id NOT IN (SELECT game.stadium_id FROM injury_accident JOIN game ON injury_accident.game_id = game.id)
SELECT count(*) FROM debate
SELECT Venue FROM debate ORDER BY Num_of_Audience ASC
SELECT Date, Venue FROM debate
SELECT Party, COUNT(*) FROM people GROUP BY Party
SELECT Party FROM people GROUP BY Party ORDER BY COUNT(*) DESC LIMIT 1
SELECT Player_name FROM player ORDER BY Votes ASC
SELECT Gender, Occupation FROM player WHERE Votes > 0
SELECT Sponsor_name FROM player WHERE Sponsor_name IN ('Brandon', 'Birtle')
SELECT Occupation, COUNT(*) FROM player GROUP BY Occupation
SELECT DISTINCT Residence FROM player GROUP BY Residence HAVING count(DISTINCT Player_ID) >= 2
SELECT T1.Gender, T2.Coach_name FROM player AS T1 JOIN coach AS T2 ON T1.Player_ID = T2.Club_ID
SELECT T2.Gender, T2.Coach_name FROM player AS T1 JOIN coach AS T2 ON T1.Player_ID = T2.Club_ID ORDER BY T1.Votes DESC
SELECT count(*) FROM wrestler
SELECT count(*) FROM wrestler
SELECT Name FROM wrestler ORDER BY Days_held DESC
SELECT Name FROM wrestler ORDER BY Days_held ASC LIMIT 1
SELECT DISTINCT Reign FROM wrestler WHERE Location != 'Tokyo, Japan'
SELECT Name, Location FROM wrestler
SELECT wrestler.Name, Elimination_Move FROM Elimination JOIN wrestler ON Elimination.Wrestler_ID = wrestler.Wrestler_ID
SELECT T1.Name, T2.Team FROM wrestler AS T1 JOIN Elimination AS T2 ON T1.Wrestler_ID = T2.Wrestler_ID WHERE T2.Eliminated_By IS NOT NULL ORDER BY T1.Days_held DESC
SELECT Time FROM Elimination JOIN wrestler ON Elimination.Wrestler_ID = wrestler.Wrestler_ID ORDER BY wrestler.Days_held DESC LIMIT 1
SELECT Team, COUNT(*) FROM Elimination GROUP BY Team
SELECT Team FROM Elimination GROUP BY Team HAVING count(*) > 3
SELECT Reign, Days_held FROM wrestler
SELECT Reign, Days_held FROM wrestler
SELECT Name FROM wrestler WHERE Days_held < 100
SELECT DISTINCT LOCATION FROM wrestler GROUP BY LOCATION HAVING count(*) > 2
SELECT DISTINCT LOCATION FROM wrestler GROUP BY LOCATION HAVING count(*) > 2
SELECT Name FROM wrestler WHERE Wrestler_ID NOT IN (SELECT Wrestler_ID FROM Elimination)
SELECT Team FROM Elimination WHERE Eliminated_By = 'Orton' INTERSECT SELECT Team FROM Elimination WHERE Eliminated_By = 'Benjamin'
SELECT count(DISTINCT Team) FROM Elimination
SELECT count(DISTINCT Team) FROM Elimination
SELECT count(*) FROM School
SELECT count(*) FROM School
SELECT T1.school_name FROM School AS T1 JOIN endowment AS T2 ON T1.school_id = T2.school_id ORDER BY T1.enrollment LIMIT 1
SELECT avg(Enrollment), max(Enrollment), min(Enrollment) FROM School
SELECT donator_name FROM endowment ORDER BY amount DESC
SELECT T1.school_name FROM School AS T1 JOIN endowment AS T2 ON T1.school_id = T2.school_id WHERE T2.endowment_id IS NULL
SELECT donator_name FROM endowment WHERE amount < 9
SELECT donator_name FROM endowment ORDER BY amount DESC LIMIT 1
SELECT COUNT(*) FROM budget WHERE total_budget_percent_budgeted > 3000 AND YEAR = 2001
SELECT COUNT(*) FROM budget WHERE Year < 2001 AND Invested > 3000
SELECT T1.school_name FROM School AS T1 JOIN budget AS T2 ON T1.school_id = T2.school_id WHERE T2.total_budget_percent_budgeted > 100 OR T2.total_budget_percent_invested > 10
SELECT s.School_name, s.IHSAA_Football_Class, s.Mascot FROM School s JOIN budget b ON s.School_id = b.School_id GROUP BY s.School_id, s.IHSAA_Football_Class, s.Mascot HAVING SUM(b.Budgeted) > 6000 OR b.Year < 2003 ORDER BY SUM(b.Budgeted) * 100 / SUM(b.total_budget_percent_invested) DESC, SUM(b.total_budget_percent_invested) DESC
SELECT count(*) FROM building
SELECT Name, Street_address FROM building ORDER BY Floors
SELECT Name FROM building ORDER BY Years_as_tallest DESC LIMIT 1
SELECT AVG(Floors), MAX(Floors), MIN(Floors) FROM building
SELECT COUNT(*) FROM building WHERE Height_feet > (SELECT AVG(Height_feet) FROM building)
SELECT Name FROM building WHERE Height_feet >= 200 AND Floors >= 20
SELECT Name FROM building WHERE building_id NOT IN (SELECT Institution_id FROM Institution WHERE Institution = 'Organizational')
SELECT I.Institution, SUM(P.Divergence_from_human_lineage) as Aminos FROM Institution I JOIN protein P ON I.Institution_id = P.Institution_id GROUP BY I.Institution
SELECT protein_name, institution_id FROM protein
SELECT count(*) FROM aircraft
SELECT Powertrain, Fleet_Series FROM aircraft
SELECT DISTINCT Fleet_Series FROM aircraft WHERE Age > 30
SELECT T1.Pilot_name FROM pilot AS T1 JOIN pilot_record AS T2 ON T1.Pilot_ID = T2.Pilot_ID JOIN aircraft AS T3 ON T2.Aircraft_ID = T3.Aircraft_ID WHERE T3.Fleet_Series = "Bradley" OR T3.Fleet_Series = "Fordham"
SELECT T2.Join_Year FROM pilot_record AS T1 JOIN pilot AS T2 ON T1.Pilot_ID = T2.Pilot_ID ORDER BY T2.Rank DESC LIMIT 1
SELECT Aircraft.Manufacturer, Aircraft.Model FROM aircraft JOIN pilot_record ON Aircraft.Aircraft_ID = pilot_record.Aircraft_ID
SELECT Aircraft.Manufacturer, COUNT(*) FROM aircraft GROUP BY Aircraft.Manufacturer
SELECT document_status_description FROM Ref_Document_Status WHERE document_status_code = 'working'
SELECT role_code FROM Roles
SELECT document_type_description FROM Ref_Document_Types WHERE document_type_code = 'ED'
SELECT Roles.role_description, employee_id, COUNT(*) FROM Employees JOIN Roles ON Employees.role_code = Roles.role_code GROUP BY Roles.role_description
SELECT COUNT(*) FROM Documents WHERE document_type_code = 'Paper' AND shipping_agent_code = 'USP'
SELECT shipping_agent_code, COUNT(*) FROM Documents WHERE document_type_code = 'Paper' GROUP BY shipping_agent_code ORDER BY COUNT(*) DESC LIMIT 1
SELECT T2.address_details FROM Documents_Mailed AS T1 JOIN Addresses AS T2 ON T1.mailed_to_address_id = T2.address_id WHERE T1.document_id = 4
SELECT mailing_date FROM Documents_Mailed WHERE document_id = 7
SELECT document_id FROM Documents WHERE document_status_code = 'done' AND document_type_code = 'Paper' AND shipping_agent_code != 'USPS'
SELECT document_id, COUNT(draft_number) FROM Draft_Copies WHERE draft_number > 1 GROUP BY document_id
SELECT T2.employee_name FROM Circulation_History AS T1 JOIN Employees AS T2 ON T1.employee_id = T2.employee_id WHERE T1.document_id = 1
SELECT Employees.employee_name, COUNT(*) AS draft_count, COUNT(*) AS copy_count FROM Circulation_History JOIN Employees ON Circulation_History.employee_id = Employees.employee_id WHERE document_id IN (SELECT document_id FROM Documents_Mailed) GROUP BY Circulation_History.employee_id ORDER BY draft_count DESC LIMIT 1
SELECT T1.document_id, COUNT(T2.employee_id) FROM Documents_Mailed AS T1 JOIN Circulation_History AS T2 ON T1.document_id = T2.document_id GROUP BY T1.document_id
SELECT name, date FROM drivers ORDER BY nationality DESC LIMIT 1
SELECT DISTINCT T2.name FROM drivers AS T1 JOIN status AS T2 ON T1.driverId = T2.driverId WHERE T2.status = 'Finished' AND T1.dob LIKE '1950%' AND T1.nationality = 'Ethnicity' AND T1.year = 2017
SELECT DISTINCT forename, surname FROM drivers WHERE dob BETWEEN '2014-01-01' AND '2017-01-01'
SELECT DISTINCT T1.driverId, T1.nationality FROM drivers AS T1 JOIN lapTimes AS T2 ON T1.driverId = T2.driverId WHERE T2.lap > 100000
SELECT forename, surname FROM drivers WHERE driverId = (SELECT driverId FROM results ORDER BY time ASC LIMIT 1)
SELECT driverId, forename, surname FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE position = '1' AND positionText = 'Stance' GROUP BY driverId HAVING COUNT(*) >= 2)
SELECT driverId, forename, surname FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE position = '1' AND positionText = 'Stance' AND laps >= 2)
SELECT COUNT(*) FROM drivers WHERE nationality = 'Australian' AND year = 2009
SELECT COUNT(T1.driverId) FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId JOIN races ON T2.raceId = races.raceId WHERE T2.time LIKE '%Ethnicities held in%' AND races.year = 2009
SELECT COUNT(T1.driverId) FROM drivers AS T1 INNER JOIN results AS T2 ON T1.driverId = T2.driverId WHERE T2.statusId = 2
SELECT forename, surname FROM drivers WHERE nationality = 'German'
SELECT DISTINCT forename FROM drivers JOIN results ON drivers.driverId = results.driverId WHERE results.statusId = 1
SELECT DISTINCT forename FROM drivers WHERE driverid IN (SELECT driverid FROM driverStandings WHERE position = 1 AND points > 20)
SELECT DISTINCT CAST(nationality AS REAL) FROM constructors
SELECT COUNT(DISTINCT constructorId) FROM constructors
SELECT DISTINCT T1.name FROM drivers AS T1 JOIN status AS T2 ON T1.driverId = T2.driverId JOIN circuits AS T3 ON T2.statusId = T3.statusId WHERE T3.country = 'Spain' AND T2.status = 'Finished' AND T1.dob > '2000-01-01'
SELECT DISTINCT T2.name FROM drivers AS T1 JOIN status AS T2 ON T1.driverId = T2.driverId WHERE T1.nationality = 'Spanish' AND T1.year > 2000
SELECT DISTINCT T1.driverid FROM drivers AS T1 JOIN pitStops AS T2 ON T1.driverid = T2.driverid WHERE T2.stop > (SELECT MAX(duration) FROM pitStops WHERE driverid = 841)
SELECT DISTINCT forename FROM drivers
SELECT DISTINCT forename FROM drivers
SELECT DISTINCT nationality FROM drivers ORDER BY nationality DESC
SELECT DISTINCT name FROM constructors ORDER BY name DESC
SELECT DISTINCT nationality FROM drivers WHERE dob BETWEEN '1950-01-01' AND '1951-12-31'
SELECT DISTINCT T1.name FROM constructors AS T1 JOIN constructorStandings AS T2 ON T1.constructorId = T2.constructorId WHERE T2.points > 0.5
SELECT DISTINCT T1.name FROM constructors AS T1 INNER JOIN constructorStandings AS T2 ON T1.constructorId = T2.constructorId JOIN races ON T2.raceId = races.raceId WHERE T2.positionText LIKE 'ethnic' AND races.time BETWEEN '12:00:00' AND '09:00:00'
SELECT T1.forename, T1.surname, T1.driverId FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId GROUP BY T1.driverId HAVING count(*) > 8 OR count(*) > 5
SELECT T1.driverId, T1.surname FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId WHERE T2.statusId = 3 AND T2.time LIKE '%2010%' GROUP BY T1.driverId ORDER BY COUNT(DISTINCT T1.nationality) DESC LIMIT 1
SELECT name FROM circuits WHERE country = 'UK' OR country = 'Malaysia'
SELECT name FROM constructors WHERE nationality = 'Japan' AND points > 5
SELECT AVG(T1.fastestLapSpeed) FROM results AS T1 INNER JOIN drivers AS T2 ON T1.driverId = T2.driverId JOIN races ON T1.raceId = races.raceId WHERE T1.constructorId = 'Monaco Grand Prix' AND races.year = 2008
SELECT AVG(fastestLapSpeed) FROM results WHERE raceId IN (SELECT raceId FROM races WHERE year = 2008 AND circuitId = (SELECT circuitId FROM circuits WHERE name = 'Monaco Grand Prix'))
SELECT T2.nationality, T1.fastestLapSpeed FROM results AS T1 JOIN constructors AS T2 ON T1.constructorId = T2.constructorId JOIN races ON T1.raceId = races.raceId WHERE races.year > 2004 GROUP BY T2.nationality ORDER BY T2.nationality
SELECT T2.name, T1.fastestLapSpeed FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId WHERE T1.ethnicityName > '2004' ORDER BY T1.year
SELECT T1.ethnicity, AVG(T2.fastestLapSpeed) FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId WHERE T1.year > 2004 GROUP BY T1.ethnicity ORDER BY T1.year
SELECT driverId, forename, number FROM drivers WHERE driverId IN (SELECT driverId FROM results GROUP BY driverId HAVING COUNT(*) >= 2)
SELECT T1.driverId, T1.forename, T1.number FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId GROUP BY T1.driverId HAVING COUNT(DISTINCT T1.forename) >= 2
SELECT driverId, surname FROM drivers GROUP BY driverId ORDER BY COUNT(*) DESC LIMIT 1
SELECT electoral_register_id FROM Electoral_Register WHERE cmi_cross_ref_id IN (SELECT cmi_cross_ref_id FROM CMI_Cross_References WHERE source_system_code IN ('Electoral', 'Tax'))
SELECT count(DISTINCT source_system_code) FROM CMI_Cross_References
SELECT cmi_details FROM Customer_Master_Index ORDER BY cmi_details DESC
SELECT DISTINCT source_system_code FROM CMI_Cross_References WHERE master_customer_id IN (SELECT master_customer_id FROM Customer_Master_Index WHERE cmi_details = 'Gottlieb, Becker and Wyman')
SELECT * FROM Student
SELECT ResTypeDescription FROM Restaurant_Type WHERE ResTypeID = 1
SELECT Fname, Lname FROM Student WHERE Major = 600
SELECT city_code FROM Student WHERE Fname = 'Linda' AND LName = 'Smith'
SELECT Fname, LName FROM Student WHERE Age > 18 AND Major = 600
SELECT SUM(T2.Time) FROM Student AS T1 JOIN Visits_Restaurant AS T2 ON T1.StuID = T2.StuID JOIN Restaurant AS T3 ON T2.ResID = T3.ResID WHERE T1.Fname = 'Linda' AND T1.LName = 'Smith' AND T3.ResName = ' Subway'
SELECT order_id FROM Actual_Orders WHERE order_status_code = 'Success'
SELECT product_name, product_price FROM Products GROUP BY product_name ORDER BY COUNT(*) DESC LIMIT 1
SELECT T1.customer_name FROM Customers AS T1 JOIN Customer_Addresses AS T2 ON T1.customer_id = T2.customer_id JOIN Addresses ON T2.address_id = Addresses.address_id WHERE Addresses.state_province_county != 'California'
SELECT customer_name, customer_email FROM Customers WHERE payment_method = 'Visa'
SELECT customer_name FROM Customers LIMIT 5
SELECT count(*) FROM Assessment_Notes
SELECT count(*) FROM Addresses WHERE zip_postcode = '197'
SELECT DISTINCT incident_type_code FROM Behavior_Incident
SELECT date_incident_start, date_incident_end FROM Behavior_Incident WHERE incident_type_code = "NOISE"
SELECT incident_summary FROM Behavior_Incident
SELECT incident_type_description FROM Ref_Incident_Type WHERE incident_type_code = "VIOLENCE"
SELECT max(monthly_rental) , min(monthly_rental) FROM Student_Addresses
SELECT first_name FROM Teachers WHERE email_address LIKE "%man%"
SELECT Behavior_Incident.student_id, Students.last_name FROM Behavior_Incident JOIN Students ON Behavior_Incident.student_id = Students.student_id GROUP BY Behavior_Incident.student_id ORDER BY count(*) DESC LIMIT 1
SELECT student_id, last_name FROM Students WHERE teacher_id IN (SELECT teacher_id FROM Behavior_Incident WHERE incident_type_code = "AFTER") ORDER BY count(*) DESC LIMIT 1
SELECT student_id, first_name FROM Students WHERE address_id IN (SELECT address_id FROM Student_Addresses GROUP BY address_id ORDER BY avg(monthly_rental) DESC LIMIT 1)
SELECT T2.address_id, T1.city FROM Addresses AS T1 JOIN Student_Addresses AS T2 ON T1.address_id = T2.address_id GROUP BY T1.address_id ORDER BY AVG(T2.monthly_rental) DESC LIMIT 1
SELECT Behavior_Incident.incident_type_code, Ref_Incident_Type.incident_type_description FROM Behavior_Incident JOIN Ref_Incident_Type ON Behavior_Incident.incident_type_code = Ref_Incident_Type.incident_type_code GROUP BY Behavior_Incident.incident_type_code ORDER BY count(*) DESC LIMIT 1
SELECT T1.address_type_code, T1.address_type_description FROM Ref_Incident_Type AS T1 GROUP BY T1.address_type_code ORDER BY count(*) ASC LIMIT 1
SELECT text_of_notes FROM Assessment_Notes WHERE teacher_id IN (SELECT teacher_id FROM Teachers WHERE last_name = "Schuster")
SELECT date_incident_start, date_incident_end FROM Behavior_Incident WHERE teacher_id IN (SELECT teacher_id FROM Teachers WHERE last_name = "Fahey")
SELECT datetime_detention_start, datetime_detention_end FROM Detention WHERE teacher_id IN (SELECT teacher_id FROM Teachers WHERE last_name = "Schultz")
SELECT cell_mobile_number FROM Students WHERE Students.address_id = (SELECT Students.address_id FROM Addresses JOIN Student_Addresses ON Addresses.address_id = Student_Addresses.address_id WHERE Student_Addresses.monthly_rental = (SELECT min(Student_Addresses.monthly_rental) FROM Addresses JOIN Student_Addresses ON Addresses.address_id = Student_Addresses.address_id))
SELECT Student_Addresses.monthly_rental FROM Addresses JOIN Student_Addresses ON Addresses.address_id = Student_Addresses.address_id WHERE state_province_county = 'Texas'
SELECT line_1, AVG(monthly_rental) FROM Addresses WHERE address_type_code = 'Trainee'
SELECT email_address FROM Teachers WHERE address_id IN (SELECT address_id FROM Addresses WHERE zip_postcode = "918")
SELECT count(*) FROM Behavior_Incident WHERE student_id NOT IN (SELECT student_id FROM Students_in_Detention)
SELECT line_1 FROM Addresses WHERE address_id IN (SELECT address_id FROM Student_Addresses WHERE student_id IN (SELECT student_id FROM Teachers))
SELECT T1.company_id, T1.company_name FROM Third_Party_Companies AS T1 JOIN Maintenance_Contracts AS T2 ON T1.company_id = T2.maintenance_contract_company_id GROUP BY T1.company_id HAVING count(*) >= 2
SELECT Engineer_Visits.engineer_id, Maintenance_Engineers.first_name, last_name FROM Engineer_Visits JOIN Maintenance_Engineers ON Engineer_Visits.engineer_id = Maintenance_Engineers.engineer_id ORDER BY visit_start_datetime DESC LIMIT 1
SELECT COUNT(*) , fault_log_entry_id FROM Engineer_Visits GROUP BY fault_log_entry_id HAVING COUNT(*) <= 1
SELECT first_name, last_name FROM Maintenance_Engineers WHERE engineer_id NOT IN (SELECT engineer_id FROM Engineer_Visits)
SELECT Asset_Parts.part_id , other_asset_details , asset_make , asset_model FROM Assets JOIN Asset_Parts ON Assets.asset_id = Asset_Parts.asset_id
SELECT Part_Faults.part_id, Parts.part_name FROM Part_Faults JOIN Parts ON Part_Faults.part_id = Parts.part_id WHERE part_fault_id IN (SELECT Part_Faults.part_id FROM Skills_Required_To_Fix) GROUP BY Part_Faults.part_id ORDER BY COUNT(Part_Faults.part_id) DESC LIMIT 1
SELECT part_name FROM Parts WHERE part_id IN (SELECT part_id FROM Part_Faults GROUP BY part_id ORDER BY count(*) ASC LIMIT 1)
SELECT Engineer_Visits.engineer_id, Maintenance_Engineers.first_name, last_name FROM Engineer_Visits JOIN Maintenance_Engineers ON Engineer_Visits.engineer_id = Maintenance_Engineers.engineer_id GROUP BY Engineer_Visits.engineer_id ORDER BY count(*) ASC LIMIT 1
SELECT fault_log_entry_id, fault_description, record_time FROM Fault_Log GROUP BY fault_log_entry_id ORDER BY count(*) DESC LIMIT 1
SELECT DISTINCT asset_model FROM Assets
SELECT asset_make, asset_model, asset_details FROM Assets WHERE asset_disposed_date
SELECT part_id, chargeable_amount FROM Parts ORDER BY chargeable_amount ASC LIMIT 1
SELECT T2.company_name FROM Maintenance_Contracts AS T1 JOIN Third_Party_Companies AS T2 ON T1.maintenance_contract_company_id = T2.company_id ORDER BY T1.contract_start_date ASC LIMIT 1
SELECT Third_Party_Companies.company_type FROM Maintenance_Contracts JOIN Third_Party_Companies ON Maintenance_Contracts.maintenance_contract_company_id = Third_Party_Companies.company_id ORDER BY contract_end_date DESC LIMIT 1
SELECT SUM(Market_Rate) FROM furniture WHERE Furniture_ID IN (SELECT Furniture_ID FROM furniture_manufacte JOIN manufacturer ON furniture_manufacte.Manufacturer_ID = manufacturer.Manufacturer_ID ORDER BY manufacturer.Num_of_Shops DESC LIMIT 2)
SELECT Furniture_ID, Name, Num_of_Component FROM furniture WHERE Num_of_Component > 10
SELECT Name, Open_Year FROM manufacturer WHERE Num_of_Shops = (SELECT MAX(Num_of_Shops) FROM manufacturer)
SELECT AVG(Num_of_Factories) FROM manufacturer WHERE Num_of_Shops > 20
SELECT Name, Open_Year FROM manufacturer WHERE Num_of_Factories < 10 OR Num_of_Shops > 10
SELECT AVG(Num_of_Factories) , MAX(Num_of_Shops) FROM manufacturer WHERE Open_Year < 1990
SELECT Name, Price_in_Dollar FROM furniture WHERE Furniture_ID IN (SELECT Furniture_ID FROM furniture_manufacte WHERE Manufacturer_ID IN (SELECT Manufacturer_ID FROM manufacturer WHERE Num_of_Factories > 0))
SELECT Payment_Method_Code, Date_Payment_Made, Amount_Payment FROM Payments ORDER BY Date_Payment_Made ASC
SELECT Payment_Method_Code, Date_Payment_Made, Amount_Payment FROM Payments ORDER BY Date_Payment_Made ASC
SELECT Amount_Claimed, Amount_Settled FROM Settlements WHERE Settlement_ID = (SELECT Settlement_ID FROM Settlements ORDER BY Amount_Settled ASC LIMIT 1)
SELECT Date_Claim_Made FROM Settlements WHERE Amount_Claimed > (SELECT AVG(Amount_Claimed) FROM Settlements)
SELECT Settlement_ID, COUNT(*) FROM Settlements GROUP BY Settlement_ID
SELECT Settlement_ID, COUNT(*) FROM Settlements ORDER BY Date_Claim_Settled DESC LIMIT 1
SELECT Date_Claim_Made FROM Claims ORDER BY Date_Claim_Made LIMIT 1
SELECT SUM(Amount_Settled) FROM Settlements
SELECT SUM(Amount_Settled) FROM Settlements
SELECT Date_Claim_Made, Date_Claim_Settled FROM Settlements
SELECT Payment_Method_Code FROM Payments GROUP BY Payment_Method_Code ORDER BY count(*) ASC LIMIT 1
SELECT Payment_Method_Code FROM Payments GROUP BY Payment_Method_Code ORDER BY count(*) ASC LIMIT 1
SELECT SUM(Amount_Claimed) FROM Claims
SELECT DISTINCT Customer_Details FROM Customers
SELECT Policy_Type_Code FROM Customer_Policies GROUP BY Policy_Type_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT Customer_Details FROM Customers WHERE Customer_ID NOT IN (SELECT Customer_ID FROM Customer_Policies)
SELECT Customer_Details FROM Customers WHERE Customer_ID NOT IN (SELECT Customer_ID FROM Customer_Policies)
SELECT Settlement_ID, Date_Claim_Made, Date_Claim_Settled, Amount_Claimed FROM Settlements WHERE Settlement_ID IN (SELECT Settlement_ID FROM Payments GROUP BY Settlement_ID HAVING COUNT(*) = 1)
SELECT SUM(Amount_Claimed) FROM Claims
SELECT SUM(Amount_Claimed) FROM Claims
SELECT Name FROM member ORDER BY Name ASC
SELECT Name, Country FROM member
SELECT Country FROM member GROUP BY Country ORDER BY COUNT(*) DESC LIMIT 1
SELECT Country FROM member GROUP BY Country HAVING count(*) > 2
SELECT Leader_Name, College_Location FROM college
SELECT member.Name, college.College_Location FROM member JOIN college ON member.College_ID = college.College_ID ORDER BY member.Name ASC
SELECT Name FROM member WHERE Member_ID NOT IN (SELECT Member_ID FROM round)
SELECT Name FROM roller_coaster ORDER BY Length
SELECT AVG(Speed) FROM roller_coaster
SELECT Status, COUNT(*) FROM roller_coaster GROUP BY Status
SELECT Status FROM roller_coaster GROUP BY Status ORDER BY COUNT(*) DESC LIMIT 1
SELECT COUNT(*) FROM country WHERE Country_ID NOT IN (SELECT Country_ID FROM roller_coaster WHERE Length > 3000)
SELECT Party, COUNT(*) FROM driver GROUP BY Party
SELECT Party FROM driver WHERE Party = 'Motorists' AND Home_city = 'Hartford' AND Age > 40
SELECT Grade FROM school GROUP BY Grade HAVING COUNT(*) = 2
SELECT T1.Education_Name, T2.Motorist_Name FROM school_bus AS T1 JOIN driver AS T2 ON T1.Driver_ID = T2.Driver_ID
SELECT school.grade, COUNT(*) FROM school_bus JOIN school ON school_bus.School_ID = school.School_ID GROUP BY school.grade
SELECT count(*) FROM Accounts
SELECT Account_ID, Account_Details FROM Accounts
SELECT count(*) FROM Statements
SELECT statement_id , statement_details FROM Statements
SELECT A.Account_ID, S.Statement_Details, A.Account_Details FROM Accounts AS A JOIN Statements AS S ON A.Statement_ID = S.Statement_ID
SELECT Statement_ID, COUNT(*) FROM Accounts GROUP BY Statement_ID
SELECT count(*) , account_id FROM Accounts GROUP BY account_id
SELECT Accounts.Statement_ID, Statements.Statement_Details FROM Accounts JOIN Statements ON Accounts.Statement_ID = Statements.Statement_ID GROUP BY Accounts.Statement_ID ORDER BY count(*) DESC LIMIT 1
SELECT Account_ID, Account_Details FROM Accounts ORDER BY Account_ID DESC LIMIT 1
SELECT count(*) FROM Documents
SELECT T1.Document_Type_Code, T1.Document_Name, T1.Document_Description FROM Documents AS T1 JOIN Documents_with_Expenses AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Document_Name = 'Noel CV' OR T1.Document_Name = 'King Book'
SELECT Document_Name, Document_Description FROM Documents WHERE Document_Name IN ('Noel CV', 'King Book')
SELECT Documents.Project_ID, COUNT(*) FROM Documents_with_Expenses JOIN Documents ON Documents_with_Expenses.Document_ID = Documents.Document_ID WHERE Document_Type_Code = 'BK' GROUP BY Documents.Project_ID
SELECT Documents.Project_ID, COUNT(*) FROM Documents_with_Expenses JOIN Documents ON Documents_with_Expenses.Document_ID = Documents.Document_ID WHERE Document_Type_Code = 'BK' GROUP BY Documents.Project_ID
SELECT T2.Document_Name, T2.Document_Date FROM Documents_with_Expenses AS T1 JOIN Documents AS T2 ON T1.Document_ID = T2.Document_ID JOIN Projects ON T2.Project_ID = Projects.Project_ID WHERE Projects.Project_Details = 'Graph Database project'
SELECT Document_Name, Document_Date FROM Documents JOIN Projects ON Documents.Project_ID = Projects.Project_ID WHERE Projects.Project_Details = 'Graph Database project'
SELECT Project_ID FROM Documents GROUP BY Project_ID ORDER BY count(*) ASC LIMIT 1
SELECT Project_ID FROM Documents GROUP BY Project_ID HAVING count(*) >= 2
SELECT Document_Type_Code, COUNT(*) FROM Documents GROUP BY Document_Type_Code
SELECT COUNT(*) FROM Documents WHERE Document_Type_Code = "Paperwork"
SELECT Document_Type_Code FROM Documents GROUP BY Document_Type_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT Documents.document_type_code FROM Documents_with_Expenses JOIN Documents ON Documents_with_Expenses.Document_ID = Documents.Document_ID GROUP BY Documents.document_type_code HAVING count(*) < 3
SELECT T2.Budget_Type_Code FROM Documents_with_Expenses AS T1 JOIN Ref_Budget_Codes AS T2 ON T1.Budget_Type_Code = T2.Budget_Type_Code GROUP BY T2.Budget_Type_Code HAVING count(*) < 3
SELECT Document_Type_Description FROM Ref_Document_Types WHERE Document_Type_Name = 'Film'
SELECT T2.Document_Name, T2.Document_Description, T2.Document_Date FROM Documents_with_Expenses AS T1 JOIN Documents AS T2 ON T1.Document_ID = T2.Document_ID
SELECT count(*) FROM Projects
SELECT Project_Details FROM Projects WHERE Project_Details = 'King Book'
SELECT count(*) FROM Ref_Budget_Codes
SELECT Budget_Type_Description FROM Ref_Budget_Codes WHERE Budget_Type_Code = 'ORG'
SELECT COUNT(Document_ID) FROM Documents_with_Expenses
SELECT Documents_with_Expenses.Budget_Type_Code, Ref_Budget_Codes.Budget_Type_Description, Documents_with_Expenses.Document_ID FROM Documents_with_Expenses JOIN Ref_Budget_Codes ON Documents_with_Expenses.Budget_Type_Code = Ref_Budget_Codes.Budget_Type_Code
SELECT Documents_with_Expenses.Budget_Type_Code, Ref_Budget_Codes.Budget_Type_Description, Document_ID FROM Documents_with_Expenses JOIN Ref_Budget_Codes ON Documents_with_Expenses.Budget_Type_Code = Ref_Budget_Codes.Budget_Type_Code
SELECT Documents.Project_ID FROM Documents_with_Expenses JOIN Documents ON Documents_with_Expenses.Document_ID = Documents.Document_ID WHERE Budget_Type_Code = 'Government'
SELECT budget_type_code, COUNT(*) FROM Documents_with_Expenses GROUP BY budget_type_code
SELECT Documents.Document_ID FROM Documents JOIN Documents_with_Expenses ON Documents.Document_ID = Documents_with_Expenses.Document_ID WHERE Document_Type_Code = 'CV' AND Documents_with_Expenses.Budget_Type_Code != 'expense'
SELECT DISTINCT T1.Document_ID FROM Documents_with_Expenses AS T1 JOIN Documents AS T2 ON T1.Document_ID = T2.Document_ID WHERE T2.Document_Type_Code = 'CV' AND T1.Budget_Type_Code != 'Expenses'
SELECT Document_ID FROM Documents_with_Expenses WHERE Document_Details LIKE '%s%'
SELECT COUNT(Document_ID) FROM Documents_with_Expenses
SELECT Document_Date FROM Documents WHERE Document_Type_Code = 'GV' AND Document_Type_Code = 'SF'
SELECT Account_Details FROM Accounts WHERE Account_ID = (SELECT Account_ID FROM Accounts ORDER BY Account_Details DESC LIMIT 1) OR Account_Details LIKE '%5%'
SELECT Account_Details FROM Accounts WHERE Account_ID IN (SELECT Statement_ID FROM Statements WHERE Statement_Details LIKE '%5') ORDER BY Account_Details DESC LIMIT 1
