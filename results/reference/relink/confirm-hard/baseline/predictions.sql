SELECT count(*) FROM farm
SELECT count(*) FROM farm
SELECT Theme FROM farm_competition ORDER BY Year ASC
SELECT Theme FROM farm_competition ORDER BY Year ASC
SELECT count(DISTINCT Status) FROM city
SELECT Official_Name FROM city ORDER BY Population DESC
SELECT Official_Name, Status FROM city ORDER BY Population DESC LIMIT 1
SELECT T1.Year, T1.Official_Name FROM competition_record AS T1 JOIN city AS T2 ON T1.Host_city_ID = T2.City_ID
SELECT Status FROM city WHERE City_ID = (SELECT Host_city_ID FROM competition_record ORDER BY COUNT(*) DESC LIMIT 1)
SELECT Status FROM city WHERE City_ID = (SELECT Host_city_ID FROM farm_competition GROUP BY Host_city_ID ORDER BY COUNT(*) DESC LIMIT 1)
SELECT T2.Theme FROM competition_record AS T1 JOIN city AS T2 ON T1.Host_city_ID = T2.City_ID WHERE T1.Farm_ID IN (SELECT Farm_ID FROM farm_competition WHERE Competition_ID IN (SELECT Competition_ID FROM competition_record WHERE Rank > 1000))
SELECT Status, AVG(Population) FROM city GROUP BY City_ID
SELECT Official_Name FROM city WHERE City_ID NOT IN (SELECT Host_city_ID FROM farm_competition)
SELECT Official_Name FROM city WHERE City_ID NOT IN (SELECT Host_city_ID FROM farm_competition)
SELECT Official_Name FROM city WHERE Population > 1500 OR Population < 500
SELECT Census_Ranking FROM city WHERE Status != "Village"
SELECT COUNT(Member_ID) FROM member WHERE Membership_card = 'black'
SELECT Address, COUNT(*) FROM member GROUP BY Address
SELECT Name FROM member WHERE Address IN ('Harford', 'Waterbury')
SELECT Address FROM member WHERE Age < 30 AND Age > 40
SELECT Address FROM shop ORDER BY Open_Year
SELECT Model_name, RAM_MiB FROM chip_model ORDER BY RAM_MiB ASC LIMIT 1
SELECT chip_model, screen_mode FROM phone WHERE hardware_model_name = "LG-P760"
SELECT max(RAM_MiB) FROM chip_model WHERE Company_name = "Nokia Corporation"
SELECT AVG(RAM_MiB) FROM phone WHERE Company_name = "Nokia Corporation"
SELECT Hardware_Model_name, Company_name FROM phone WHERE Launch_year = 2002 OR RAM_MiB > 32
SELECT Char_cells, Pixels, Hardware_colours FROM screen_mode WHERE Hardware_Model_name = "LG-P760"
SELECT Hardware_Model_name, Company_name FROM phone WHERE screen_mode = "Graphics"
SELECT Company_name FROM phone GROUP BY Company_name HAVING count(*) > 1
SELECT max(used_kb), min(used_kb), avg(used_kb) FROM screen_mode
SELECT Model_name FROM chip_model WHERE Launch_year = 2002 ORDER BY RAM_MiB DESC LIMIT 1
SELECT Hardware_Model_name FROM phone WHERE screen_mode = "Text" OR RAM_MiB > 32
SELECT Hardware_Model_name FROM phone WHERE Company_name = "Nokia Corporation" AND screen_mode != "Text"
SELECT Accreditation_type, COUNT(*) FROM phone GROUP BY Accreditation_type
SELECT Model_name FROM chip_model
SELECT COUNT(Model_name) FROM chip_model WHERE WiFi = 'No'
SELECT COUNT(Model_name) FROM chip_model WHERE WiFi = 'No'
SELECT AVG(RAM_MiB) FROM chip_model WHERE RAM_MiB NOT IN (SELECT RAM_MiB FROM call)
SELECT Name, Party FROM representative
SELECT Lifespan FROM representative WHERE State = 'New York' OR State = 'Indiana'
SELECT Name FROM election WHERE Votes > 10000
SELECT Name FROM election ORDER BY Votes DESC
SELECT Party FROM election ORDER BY Votes ASC LIMIT 1
SELECT Lifespan FROM election ORDER BY Vote_Percent DESC
SELECT Party FROM election GROUP BY Party ORDER BY COUNT(*) DESC LIMIT 1
SELECT DISTINCT T2.State FROM election AS T1 JOIN representative AS T2 ON T1.Representative_ID = T2.Representative_ID GROUP BY T2.State HAVING COUNT(T1.Representative_ID) >= 2
SELECT T2.Home_team, T2.Away_team FROM game AS T1 INNER JOIN stadium AS T2 ON T1.stadium_id = T2.id WHERE T1.Season = 1 AND T1.Home_team = 'W' AND T1.Away_team = 'H'
SELECT AVG(T1.Total_Attendance) FROM stadium AS T1 JOIN game AS T2 ON T1.id = T2.stadium_id WHERE T1.Capacity_Percentage > 100
SELECT id, score, date FROM game WHERE injury_accident IN (SELECT id FROM injury_accident WHERE number_of_matches >= 2)
SELECT count(DISTINCT Injury) FROM injury_accident
SELECT COUNT(*) FROM injury_accident WHERE Injury = 'Wound'
SELECT count(DISTINCT Injury) FROM injury_accident WHERE Season = 2010
SELECT name, Average_Attendance, Total_Attendance FROM stadium WHERE id NOT IN (SELECT stadium_id FROM injury_accident)
SELECT count(*) FROM debate
SELECT Venue FROM debate ORDER BY Num_of_Audience ASC
SELECT Date, Venue FROM debate
SELECT Party, COUNT(*) FROM people GROUP BY Party
SELECT Party FROM people GROUP BY Party ORDER BY COUNT(*) DESC LIMIT 1
SELECT T1.Gender FROM player AS T1 ORDER BY T1.Votes ASC
SELECT Gender, Occupation FROM player WHERE Votes > 0
SELECT Sponsor_name FROM player WHERE Sponsor_name IN ('Brandon', 'Birtle')
SELECT Occupation, COUNT(*) FROM player GROUP BY Occupation
SELECT DISTINCT T1.House FROM player AS T1 JOIN player_coach AS T2 ON T1.Player_ID = T2.Player_ID GROUP BY T1.House HAVING COUNT(T2.Gender) >= 2
SELECT T1.Gender, T2.Coach_name FROM player AS T1 JOIN player_coach AS T2 ON T1.Player_ID = T2.Player_ID
SELECT T1.Player_name, T2.Coach_name FROM player AS T1 JOIN player_coach AS T2 ON T1.Player_ID = T2.Player_ID ORDER BY T1.Votes DESC
SELECT count(*) FROM wrestler
SELECT count(*) FROM wrestler
SELECT Name FROM wrestler ORDER BY Days_held DESC
SELECT Name FROM wrestler ORDER BY Days_held ASC LIMIT 1
SELECT DISTINCT T2.Empire FROM wrestler AS T1 INNER JOIN Elimination AS T2 ON T1.Wrestler_ID = T2.Wrestler_ID WHERE T1.Location != 'Tokyo, Japan'
SELECT Name, Location FROM wrestler
SELECT Name, Elimination_Move FROM Elimination
SELECT T1.Name, T2.Team FROM wrestler AS T1 JOIN Elimination AS T2 ON T1.Wrestler_ID = T2.Wrestler_ID ORDER BY T2.Days_held DESC
SELECT Time FROM Elimination ORDER BY Days_held DESC LIMIT 1
SELECT Team, COUNT(*) FROM Elimination GROUP BY Team
SELECT T2.Team FROM Elimination AS T1 JOIN wrestler AS T2 ON T1.Wrestler_ID = T2.Wrestler_ID GROUP BY T2.Team HAVING COUNT(T1.Elimination_ID) > 3
SELECT Empire, Days_held FROM wrestler
SELECT DISTINCT Reign, Days_held FROM wrestler
SELECT Name FROM wrestler WHERE Days_held < 100
SELECT DISTINCT LOCATION FROM wrestler GROUP BY LOCATION HAVING COUNT(*) > 2
SELECT DISTINCT LOCATION FROM wrestler GROUP BY LOCATION HAVING COUNT(*) > 2
SELECT Name FROM wrestler WHERE Wrestler_ID NOT IN (SELECT Wrestler_ID FROM Elimination)
SELECT T2.Team FROM Elimination AS T1 JOIN wrestler AS T2 ON T1.Wrestler_ID = T2.Wrestler_ID WHERE T1.Eliminated_By = 'Orton' AND T1.Eliminated_By = 'Benjamin'
SELECT count(DISTINCT Team) FROM Elimination
SELECT count(DISTINCT Team) FROM Elimination
SELECT count(*) FROM School
SELECT count(*) FROM School
SELECT T2.school_name FROM School AS T1 JOIN endowment AS T2 ON T1.school_id = T2.school_id ORDER BY T1.enrollment LIMIT 1
SELECT avg(Enrollment), max(Enrollment), min(Enrollment) FROM School
SELECT donator_name FROM endowment ORDER BY amount DESC
SELECT T2.school_name FROM School AS T1 JOIN endowment AS T2 ON T1.school_id = T2.school_id WHERE T2.endowment_id IS NULL
SELECT donator_name FROM endowment WHERE amount < 9
SELECT quantity, donator_name FROM endowment ORDER BY quantity DESC LIMIT 1
SELECT COUNT(*) FROM budget WHERE total_budget_percent_budgeted > 3000 AND YEAR = 2001
SELECT COUNT(*) FROM budget WHERE YEAR = 2001 OR expenditure_quantity > 3000
SELECT T2.school_name FROM budget AS T1 JOIN endowment AS T2 ON T1.school_id = T2.school_id WHERE T1.total_budget_percent_budgeted > 100 OR T2.total_endowment_percent_invested > 10
SELECT T1.school_name, T1.ihsaa_football_class, T1.logo FROM School AS T1 JOIN budget AS T2 ON T1.school_id = T2.school_id WHERE T2.total_budget_percent_invested > 6000 OR T2.year < 2003
SELECT count(*) FROM building
SELECT Name, Street_address FROM building ORDER BY Floors
SELECT Name FROM building ORDER BY Years_as_tallest DESC LIMIT 1
SELECT AVG(NumberOf_Carpets), MAX(NumberOf_Carpets), MIN(NumberOf_Carpets) FROM building
SELECT COUNT(*) FROM building WHERE Height_feet > (SELECT AVG(Height_feet) FROM building) OR Carpet_count > (SELECT AVG(Carpet_count) FROM building)
SELECT Name FROM building WHERE Height_feet >= 200 AND Carpet >= 20
SELECT Name FROM building WHERE building_id NOT IN (SELECT Institution_id FROM Institution)
SELECT T1.organisation, COUNT(T2.amino) FROM protein AS T1 JOIN Institution AS T2 ON T1.institution_id = T2.institution_id GROUP BY T1.organisation
SELECT protein_name, institution_id FROM protein
SELECT count(*) FROM aircraft
SELECT Powertrain, Fuel_Propulsion FROM aircraft
SELECT DISTINCT Stance FROM pilot_record WHERE Age > 30
SELECT T1.Pilot_name FROM pilot AS T1 JOIN pilot_record AS T2 ON T1.Pilot_ID = T2.Pilot_ID JOIN aircraft AS T3 ON T2.Aircraft_ID = T3.Aircraft_ID WHERE T3.Fleet_Series = 'Bradley' OR T3.Fleet_Series = 'Fordham'
SELECT T1.Join_Year FROM pilot_record AS T1 JOIN pilot AS T2 ON T1.Pilot_ID = T2.Pilot_ID ORDER BY T2.Rank DESC LIMIT 1
SELECT T1.Aircraft_ID, T1.Model FROM aircraft AS T1 JOIN pilot_record AS T2 ON T1.Aircraft_ID = T2.Aircraft_ID
SELECT Aircraft.Manufacturer, COUNT(*) FROM aircraft GROUP BY Aircraft.Manufacturer
SELECT document_type_description FROM Ref_Document_Status WHERE document_status_code = 'working'
SELECT duty_code FROM Roles
SELECT document_type_description FROM Ref_Document_Types WHERE document_type_code = 'ED'
SELECT role_description, employee_id, COUNT(*) FROM Employees GROUP BY role_description
SELECT COUNT(*) FROM Documents WHERE shipping_agent_code = 'USPS'
SELECT shipping_agent_name, COUNT(*) FROM Documents GROUP BY shipping_agent_name ORDER BY COUNT(*) DESC LIMIT 1
SELECT mailed_to_address_id FROM Documents_Mailed WHERE document_id = 4
SELECT mailed_date FROM Documents_Mailed WHERE document_id = 7
SELECT document_id FROM Documents WHERE document_status_code = 'done' AND document_type_code = 'Paper' AND shipping_agent_code != 'USPS'
SELECT document_id, COUNT(*) FROM Draft_Copies GROUP BY document_id HAVING COUNT(*) > 1
SELECT T1.employee_name FROM Documents_Mailed AS T1 JOIN Employees AS T2 ON T1.employee_id = T2.employee_id WHERE T1.document_id = 1
SELECT T1.employee_name, COUNT(T2.copy_number) AS draft_count, COUNT(T2.copy_number) AS copy_count FROM Circulation_History AS T1 JOIN Draft_Copies AS T2 ON T1.document_id = T2.document_id GROUP BY T1.employee_id ORDER BY draft_count DESC LIMIT 1
SELECT T1.document_id, COUNT(T2.employee_id) FROM Documents_Mailed AS T1 JOIN Circulation_History AS T2 ON T1.document_id = T2.document_id GROUP BY T1.document_id
SELECT name, date FROM drivers ORDER BY nationality DESC LIMIT 1
SELECT DISTINCT T2.nationality FROM drivers AS T1 JOIN status AS T2 ON T1.driverId = T2.driverId WHERE T2.year = 2017
SELECT DISTINCT T2.name FROM drivers AS T1 JOIN status AS T2 ON T1.driverId = T2.driverId WHERE T1.dob BETWEEN '2014-01-01' AND '2017-12-31'
SELECT DISTINCT T1.driverId, T1.citizen FROM drivers AS T1 JOIN lapTimes AS T2 ON T1.driverId = T2.driverId WHERE T2.lapTime > 100000
SELECT forename, surname FROM drivers WHERE driverId = (SELECT driverId FROM results ORDER BY time ASC LIMIT 1)
SELECT driverId, forename, surname FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE position = '1' AND positionText = 'Stance' GROUP BY driverId HAVING COUNT(*) >= 2)
SELECT driverId, forename, surname FROM drivers WHERE driverId IN (SELECT driverId FROM results WHERE position = 'streak' AND positionText = 'first' AND laps >= 2)
SELECT COUNT(*) FROM drivers WHERE nationality = 'Australian' AND year = 2009
SELECT COUNT(DISTINCT T1.driverId) FROM drivers AS T1 INNER JOIN results AS T2 ON T1.driverId = T2.driverId WHERE T2.statusId = 1 AND T2.year = 2009
SELECT COUNT(driverId) FROM drivers WHERE nationality != 'Ethnic' AND YEAR(date) = 2009
SELECT forename, surname FROM drivers WHERE nationality = 'Germany'
SELECT DISTINCT forename FROM drivers WHERE statusId IN (SELECT statusId FROM status WHERE standing = 'standing' AND wins = 1)
SELECT DISTINCT T1.forename FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId JOIN constructorStandings AS T3 ON T2.constructorId = T3.constructorId WHERE T3.statusId = 1 AND T2.position = 1 AND T2.points > 20
SELECT DISTINCT T1.nationality FROM constructors AS T1
SELECT COUNT(DISTINCT constructorId) FROM drivers
SELECT DISTINCT T1.name FROM drivers AS T1 JOIN status AS T2 ON T1.driverId = T2.driverId WHERE T2.status = 'Held after 2000' AND T1.nationality = 'Spanish'
SELECT DISTINCT T2.nationality FROM drivers AS T1 JOIN constructors AS T2 ON T1.constructorId = T2.constructorId WHERE T1.dob LIKE '1990%' AND T2.name = 'Spain'
SELECT DISTINCT T1.driverId FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId WHERE T2.cessDuration > (SELECT T3.cessDuration FROM results AS T3 WHERE T3.driverId = 841)
SELECT DISTINCT forename FROM drivers
SELECT DISTINCT forename FROM drivers ORDER BY forename ASC
SELECT DISTINCT T2.ethnicity FROM drivers AS T1 JOIN constructorStandings AS T2 ON T1.driverId = T2.driverId
SELECT DISTINCT T2.name FROM drivers AS T1 JOIN constructors AS T2 ON T1.constructorId = T2.constructorId ORDER BY T2.name DESC
SELECT DISTINCT T2.ethnicity FROM drivers AS T1 JOIN constructors AS T2 ON T1.constructorId = T2.constructorId WHERE T1.dob BETWEEN '2009-01-01' AND '2011-12-31'
SELECT DISTINCT T2.forename, T2.surname FROM drivers AS T1 JOIN status AS T2 ON T1.driverId = T2.driverId WHERE T1.dob > '12:00:00' OR T1.dob < '09:00:00'
SELECT DISTINCT T2.nationality FROM drivers AS T1 JOIN status AS T2 ON T1.driverId = T2.driverId WHERE T2.status = 'Completed' AND T1.dob > '12:00:00' OR T1.dob < '09:00:00'
SELECT T1.forename, T1.surname, T1.driverId FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId GROUP BY T1.driverId HAVING COUNT(T2.resultId) > 8 OR COUNT(T2.statusId) > 5
SELECT driverId, surname FROM drivers WHERE nationality IN ('Ethnicity1', 'Ethnicity2', 'Ethnicity3', 'Ethnicity4', 'Ethnicity5', 'Ethnicity6', 'Ethnicity7', 'Ethnicity8', 'Ethnicity9', 'Ethnicity10') AND YEAR(date) > 2010 GROUP BY driverId ORDER BY COUNT(*) DESC LIMIT 1
SELECT name FROM circuits WHERE country IN ('UK', 'Malaysia')
SELECT name FROM constructors WHERE nationality = 'Japan' AND points > 5
SELECT AVG(T2.fastestLapSpeed) FROM results AS T1 INNER JOIN drivers AS T2 ON T1.driverId = T2.driverId WHERE T1.constructorId = (SELECT constructorId FROM constructors WHERE name = 'Monaco Grand Prix') AND T1.year = 2008
SELECT AVG(fastestLapSpeed) FROM results WHERE raceId IN (SELECT raceId FROM races WHERE year = 2008 AND circuitId IN (SELECT circuitId FROM circuits WHERE name = 'Monaco Grand Prix'))
SELECT T2.ethnicity, T2.fastestLapSpeed FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId WHERE T1.dob > '2004-01-01' GROUP BY T2.ethnicity ORDER BY T2.year
SELECT T2.ethnicityName, T2.fastestLapSpeed FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId WHERE T1.ethnicityName NOT IN
SELECT T2.ethnicity, AVG(T1.fastestLapSpeed) FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId WHERE T1.dob > '2004-01-01' GROUP BY T2.ethnicity ORDER BY T2.year
SELECT T1.driverId, T1.forename, T1.digit FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId GROUP BY T1.driverId HAVING COUNT(DISTINCT T2.forename) >= 2
SELECT T1.driverId, T1.forename, T1.digit FROM drivers AS T1 JOIN results AS T2 ON T1.driverId = T2.driverId GROUP BY T1.driverId HAVING COUNT(DISTINCT T2.forename) >= 2
SELECT driverId, surname FROM drivers GROUP BY driverId ORDER BY COUNT(*) DESC LIMIT 1
SELECT electoral_register_id FROM Electoral_Register WHERE cmi_cross_ref_id IN (SELECT cmi_cross_ref_id FROM CMI_Cross_References WHERE source_system_code IN ('Electoral', 'Tax'))
SELECT count(DISTINCT source_system_code) FROM CMI_Cross_References
SELECT cmi_details FROM Customer_Master_Index ORDER BY cmi_details DESC
SELECT DISTINCT source_system_code FROM CMI_Cross_References WHERE master_customer_id IN (SELECT master_customer_id FROM Customer_Master_Index WHERE cmi_details = 'Gottlieb, Becker and Wyman')
SELECT * FROM Student
SELECT ResTypeDescription FROM Restaurant_Type WHERE ResTypeID = (SELECT ResTypeID FROM Type_Of_Restaurant WHERE ResTypeName = 'Sandwich')
SELECT Fname, Lname FROM Student WHERE Major = 600
SELECT city_code FROM Student WHERE Fname = 'Linda' AND LName = 'Smith'
SELECT T1.fname, T1.lname FROM Student AS T1 JOIN Visits_Restaurant AS T2 ON T1.stuid = T2.stuid JOIN Restaurant AS T3 ON T2.resid = T3.resid WHERE T1.age > 18 AND T3.major = 600
SELECT SUM(T1.Time) FROM Student AS T1 JOIN Visits_Restaurant AS T2 ON T1.StuID = T2.StuID WHERE T1.Fname = 'Linda' AND T1.LName = 'Smith' AND T2.ResID = (SELECT ResID FROM Restaurant WHERE ResName = 'Subway')
SELECT order_id FROM Actual_Orders WHERE order_status_code = 'Success'
SELECT product_name, product_price FROM Products ORDER BY count(*) DESC LIMIT 1
SELECT customer_name FROM Customers WHERE state_province_county != 'California'
SELECT customer_name, customer_email FROM Customers WHERE payment_method = 'Visa'
SELECT customer_name FROM Customers LIMIT 5
SELECT count(*) FROM Assessment_Notes
SELECT count(*) FROM Addresses WHERE zip_postcode = '197'
SELECT DISTINCT arrest_type_code FROM Assessment_Notes
SELECT datetime_incident_start, datetime_incident_end FROM Behavior_Incident WHERE incident_type_code = "NOISE"
SELECT incident_summary FROM Assessment_Notes
SELECT incident_type_description FROM Ref_Incident_Type WHERE incident_type_code = "VIOLENCE"
SELECT max(monthly_rental) , min(monthly_rental) FROM Addresses WHERE address_type_code = 'Trainee'
SELECT first_name FROM Teachers WHERE email_address LIKE "%man%"
SELECT student_id, last_name FROM Students WHERE student_id IN (SELECT student_id FROM Behavior_Incident GROUP BY student_id ORDER BY count(*) DESC LIMIT 1)
SELECT student_id, last_name FROM Students WHERE teacher_id IN (SELECT teacher_id FROM Assessment_Notes WHERE incident_type_code = "AFTER") GROUP BY student_id ORDER BY count(*) DESC LIMIT 1
SELECT student_id, first_name FROM Students WHERE address_id IN (SELECT address_id FROM Student_Addresses GROUP BY address_id ORDER BY AVG(monthly_rental) DESC LIMIT 1)
SELECT address_id, town FROM Addresses WHERE address_id IN (SELECT address_id FROM Student_Addresses WHERE student_id IN (SELECT student_id FROM Students_in_Detention WHERE incident_id IN (SELECT incident_id FROM Behavior_Incident WHERE incident_type_code = 'Trainee')) GROUP BY address_id ORDER BY AVG(monthly_rental) DESC LIMIT 1)
SELECT incident_type_code, incident_type_description FROM Behavior_Incident GROUP BY incident_type_code ORDER BY count(*) DESC LIMIT 1
SELECT address_type_code, address_type_description FROM Ref_Incident_Type GROUP BY address_type_code ORDER BY count(*) ASC LIMIT 1
SELECT text_of_notes FROM Assessment_Notes WHERE teacher_id IN (SELECT teacher_id FROM Teachers WHERE last_name = "Schuster")
SELECT date_incident_start, date_incident_end FROM Behavior_Incident WHERE teacher_id IN (SELECT teacher_id FROM Teachers WHERE last_name = "Fahey")
SELECT date_incident_start, date_incident_end FROM Behavior_Incident WHERE teacher_id IN (SELECT teacher_id FROM Teachers WHERE last_name = 'Schultz')
SELECT cell_mobile_number FROM Students WHERE address_id = (SELECT address_id FROM Addresses WHERE monthly_rental = (SELECT min(monthly_rental) FROM Addresses))
SELECT monthly_rental FROM Addresses WHERE state_province_county = 'Texas'
SELECT line_1, AVG(monthly_rental) FROM Addresses WHERE address_type_code = 'Trainee'
SELECT email_address FROM Addresses WHERE zip_postcode = "918"
SELECT COUNT(*) FROM Behavior_Incident WHERE student_id NOT IN (SELECT student_id FROM Students_in_Detention)
SELECT line_1 FROM Addresses WHERE address_id IN (SELECT address_id FROM Students_in_Detention)
SELECT T1.company_id, T1.company_name FROM Third_Party_Companies AS T1 JOIN Maintenance_Engineers AS T2 ON T1.company_id = T2.maintenance_contract_company_id GROUP BY T1.company_id HAVING COUNT(T2.engineer_id) >= 2 OR COUNT(T2.maintenance_contract_id) >= 2
SELECT engineer_id, first_name, last_name FROM Engineer_Visits GROUP BY engineer_id ORDER BY count(*) DESC LIMIT 1
SELECT COUNT(engineer_visit_id) AS num_visits, fault_log_entry_id FROM Engineer_Visits GROUP BY fault_log_entry_id
SELECT T1.first_name, T1.last_name FROM Maintenance_Engineers AS T1 JOIN Engineer_Visits AS T2 ON T1.engineer_id = T2.engineer_id WHERE T2.contact_staff_id IS NULL
SELECT property_id, details, make, model FROM Assets
SELECT part_id, part_name FROM Part_Faults WHERE part_fault_id IN (SELECT part_id FROM Skills_Required_To_Fix GROUP BY part_id ORDER BY count(*) DESC LIMIT 1)
SELECT part_name FROM Parts WHERE part_id IN (SELECT part_id FROM Part_Faults GROUP BY part_id ORDER BY count(*) ASC LIMIT 1)
SELECT engineer_id, first_name, last_name FROM Engineer_Visits ORDER BY visit_start_datetime ASC LIMIT 1
SELECT fault_log_entry_id, fault_description, record_time FROM Fault_Log GROUP BY fault_log_entry_id ORDER BY count(*) DESC LIMIT 1
SELECT DISTINCT asset_model FROM Assets
SELECT DISTINCT T1.make, T1.model, T1.details FROM Assets AS T1 INNER JOIN Maintenance_Engineers AS T2 ON T1.asset_id = T2.maintenance_contract_id WHERE T2.disposed_date
SELECT part_id, chargeable_amount FROM Parts ORDER BY chargeable_amount ASC LIMIT 1
SELECT T1.company_name FROM Maintenance_Contracts AS T1 JOIN Third_Party_Companies AS T2 ON T1.maintenance_contract_company_id = T2.company_id ORDER BY T1.contract_start_date ASC LIMIT 1
SELECT company_type FROM Third_Party_Companies ORDER BY contract_end_date DESC LIMIT 1
SELECT SUM(f.Market_Rate) FROM furniture f JOIN furniture_manufacte fm ON f.Furniture_ID = fm.Furniture_ID GROUP BY fm.Furniture_ID ORDER BY COUNT(fm.Furniture_ID) DESC LIMIT 2
SELECT T2.Name, T2.Num_of_Component FROM furniture AS T1 JOIN furniture_manufacte AS T2 ON T1.Furniture_ID = T2.Furniture_ID WHERE T1.Num_of_Component > 10
SELECT Name, Open_Year FROM manufacturer WHERE Num_of_Shops = (SELECT MAX(Num_of_Shops) FROM manufacturer)
SELECT AVG(Num_of_Factories) FROM manufacturer WHERE Num_of_Shops > 20
SELECT Name, Open_Year FROM manufacturer WHERE Num_of_Factories < 10 OR Num_of_Shops > 10
SELECT AVG(Num_of_Factories) , MAX(Num_of_Shops) FROM manufacturer WHERE Open_Year < 1990
SELECT Name, Price_in_Dollar FROM furniture WHERE Furniture_ID IN (SELECT Furniture_ID FROM furniture_manufacte WHERE Manufacturer_ID IN (SELECT Manufacturer_ID FROM manufacturer WHERE Num_of_Factories > 0))
SELECT Payment_Method_Code, Date_Payment_Made, Amount_Payment FROM Payments ORDER BY Date_Payment_Made ASC
SELECT Payment_Method_Code, Date_Payment_Made, Amount_Payment FROM Payments ORDER BY Date_Payment_Made ASC
SELECT Settlement.Amount_Claimed, Settlement.Amount_Settled FROM Settlements WHERE Settlement.Amount_Claimed = (SELECT MIN(Settlement.Amount_Settled) FROM Settlements)
SELECT T2.Date_Claim_Made FROM Settlements AS T1 JOIN Claims AS T2 ON T1.Claim_ID = T2.Claim_ID WHERE T2.Amount_Claimed > (SELECT AVG(Amount_Claimed) FROM Claims)
SELECT Settlement_ID, COUNT(*) FROM Settlements GROUP BY Settlement_ID
SELECT Settlement_ID, COUNT(*) FROM Settlements ORDER BY Date_Claim_Settled DESC LIMIT 1
SELECT Date_Claim_Made FROM Claims WHERE Amount_Claimed = 0
SELECT SUM(Amount_Claimed) FROM Settlements
SELECT SUM(Amount_Settled) FROM Settlements
SELECT Settlement_ID, Date_Claim_Settled FROM Settlements
SELECT Payment_Method_Code FROM Payments GROUP BY Payment_Method_Code ORDER BY count(*) ASC LIMIT 1
SELECT Payment_Method_Code FROM Payments GROUP BY Payment_Method_Code ORDER BY COUNT(*) ASC LIMIT 1
SELECT SUM(Amount_Settled) FROM Settlements
SELECT DISTINCT Customer_Details FROM Customers
SELECT Policy_Type_Code FROM Customer_Policies GROUP BY Policy_Type_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT Customer_Details FROM Customers WHERE Customer_ID NOT IN (SELECT Customer_ID FROM Customer_Policies)
SELECT Customer_Details FROM Customers WHERE Customer_ID NOT IN (SELECT Customer_ID FROM Customer_Policies)
SELECT T1.Date_Claim_Made, T1.Date_Claim_Settled, T1.Amount_Claimed FROM Settlements AS T1 JOIN Payments AS T2 ON T1.Settlement_ID = T2.Settlement_ID WHERE T2.Payment_Method_Code = 'Credit Card' GROUP BY T1.Date_Claim_Made, T1.Date_Claim_Settled, T1.Amount_Claimed
SELECT SUM(Amount_Claimed) FROM Claims
SELECT SUM(Amount_Claimed) FROM Claims
SELECT Name FROM member ORDER BY Name ASC
SELECT Name, Country FROM member
SELECT Country FROM member GROUP BY Country ORDER BY COUNT(*) DESC LIMIT 1
SELECT Country FROM member GROUP BY Country HAVING count(*) > 2
SELECT Leader_Name, College_Location FROM college
SELECT Name, College_Location FROM member ORDER BY Name ASC
SELECT Name FROM member WHERE Member_ID NOT IN (SELECT Member_ID FROM round)
SELECT Name FROM roller_coaster ORDER BY Length ASC
SELECT AVG(velocity) FROM roller_coaster
SELECT Status, COUNT(*) FROM roller_coaster GROUP BY Status
SELECT Status FROM roller_coaster GROUP BY Status ORDER BY COUNT(*) DESC LIMIT 1
SELECT COUNT(*) FROM country WHERE Country_ID NOT IN (SELECT Country_ID FROM roller_coaster WHERE Length > 3000)
SELECT Party, COUNT(*) FROM driver GROUP BY Party
SELECT Party FROM driver WHERE Party = 'Motorists' AND Home_city = 'Hartford' AND Age > 40
SELECT DISTINCT T2.Type FROM school_bus AS T1 JOIN school AS T2 ON T1.School_ID = T2.School_ID WHERE T1.Years_Working = 2
SELECT T1.Education_Name, T2.Motorist_Name FROM school_bus AS T1 JOIN driver AS T2 ON T1.Driver_ID = T2.Driver_ID
SELECT T1.Education, COUNT(*) FROM school_bus AS T1 JOIN school AS T2 ON T1.School_ID = T2.School_ID GROUP BY T1.Education
SELECT count(*) FROM Accounts
SELECT Account_ID, Account_Details FROM Accounts
SELECT COUNT(*) FROM Documents_with_Expenses
SELECT Document_ID, Document_Details FROM Documents_with_Expenses
SELECT T1.Assertion_ID, T1.Assertion_Detail, T2.Account_Details FROM Accounts AS T1 JOIN Documents_with_Expenses AS T2 ON T1.Statement_ID = T2.Statement_ID
SELECT assertion_id, COUNT(*) FROM Accounts GROUP BY assertion_id
SELECT COUNT(Account_ID), Account_ID FROM Accounts GROUP BY Account_ID
SELECT T1.Assertion_ID, T1.Assertion_Detail FROM Accounts AS T1 JOIN Documents_with_Expenses AS T2 ON T1.Statement_ID = T2.Statement_ID GROUP BY T1.Assertion_ID ORDER BY count(*) DESC LIMIT 1
SELECT T1.Assertion_ID, T1.Assertion_Detail FROM Documents_with_Expenses AS T1 JOIN Accounts AS T2 ON T1.Statement_ID = T2.Statement_ID ORDER BY T2.Account_ID DESC LIMIT 1
SELECT COUNT(*) FROM Documents
SELECT T1.Document_Type_Code, T1.Document_Name, T1.Document_Description FROM Documents AS T1 JOIN Documents_with_Expenses AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Document_Name = 'Noel CV' OR T1.Document_Name = 'King Book'
SELECT T1.Document_Type_Name, T1.Document_Type_Description, T1.Document_Name FROM Documents_with_Expenses AS T1 JOIN Documents AS T2 ON T1.Document_ID = T2.Document_ID WHERE T2.Document_Name IN ('Noel CV', 'King Book')
SELECT T1.Project_ID, COUNT(T2.Document_ID) FROM Documents_with_Expenses AS T1 JOIN Documents AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Budget_Type_Code = 'BK' GROUP BY T1.Project_ID
SELECT COUNT(DISTINCT Project_ID) FROM Documents_with_Expenses WHERE Budget_Type_Code = 'BK'
SELECT T1.Document_Name, T1.Document_Date FROM Documents AS T1 JOIN Documents_with_Expenses AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Project_Details = 'Graph Database project'
SELECT T1.Document_Name, T1.Document_Date FROM Documents AS T1 JOIN Documents_with_Expenses AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Project_Details = 'Graph Database project'
SELECT Project_ID FROM Documents GROUP BY Project_ID ORDER BY count(*) ASC LIMIT 1
SELECT Project_ID FROM Documents_with_Expenses WHERE Budget_Type_Code IN (SELECT Budget_Type_Code FROM Documents GROUP BY Budget_Type_Code HAVING COUNT(*) >= 2)
SELECT Document_Type_Code, COUNT(*) FROM Documents GROUP BY Document_Type_Code
SELECT Document_Type_Name, COUNT(*) FROM Documents GROUP BY Document_Type_Name
SELECT Document_Type_Code FROM Documents GROUP BY Document_Type_Code ORDER BY COUNT(*) DESC LIMIT 1
SELECT Document_Type_Code FROM Documents_with_Expenses WHERE Document_Type_Code IN
SELECT Document_Type_Code FROM Documents_with_Expenses WHERE Budget_Type_Code IN (SELECT Budget_Type_Code FROM Ref_Budget_Codes WHERE Budget_Type_Description = 'Paperwork') GROUP BY Document_Type_Code HAVING count(*) < 3
SELECT T2.Document_Type_Description FROM Documents_with_Expenses AS T1 JOIN Documents AS T2 ON T1.Document_ID = T2.Document_ID WHERE T1.Budget_Type_Code = 'Film'
SELECT T1.Document_Type_Name, T1.Document_Type_Description, T1.Document_Date FROM Documents_with_Expenses AS T1
SELECT count(*) FROM Projects
SELECT Project_Details FROM Projects WHERE Project_Details = 'King Book'
SELECT count(*) FROM Ref_Budget_Codes
SELECT Budget_Type_Description FROM Ref_Budget_Codes WHERE Budget_Type_Code = 'ORG'
SELECT COUNT(DISTINCT Document_ID) FROM Documents_with_Expenses
SELECT Budget_Type_Code, Budget_Type_Description, Documents_with_Expenses.Paperwork_ID FROM Documents_with_Expenses
SELECT Budget_Type_Code, Budget_Type_Description, Paperwork_ID FROM Documents_with_Expenses
SELECT Document_ID FROM Documents_with_Expenses WHERE Budget_Type_Code = 'Government'
SELECT Budget_Type_Code, COUNT(*) FROM Documents_with_Expenses GROUP BY Budget_Type_Code
SELECT Document_ID FROM Documents WHERE Document_Type_Code = 'CV' AND Budget_Type_Code IS NULL
SELECT Document_ID FROM Documents_with_Expenses WHERE Budget_Type_Code = 'CV'
SELECT Document_ID FROM Documents_with_Expenses WHERE Document_Name LIKE '%s%'
SELECT COUNT(DISTINCT Document_ID) FROM Documents_with_Expenses WHERE Budget_Type_Code IS NULL
SELECT T1.Document_Date FROM Documents_with_Expenses AS T1 JOIN Documents AS T2 ON T1.Document_ID = T2.Document_ID WHERE T2.Document_Type_Code = 'GV' AND T2.Document_Type_Code = 'SF'
SELECT Account_Details FROM Accounts WHERE Statement_ID IN (SELECT Statement_ID FROM Documents_with_Expenses WHERE Budget_Type_Code = '5') ORDER BY Account_Details DESC LIMIT 1
SELECT Account_Details FROM Accounts WHERE Statement_ID IN (SELECT Statement_ID FROM Documents_with_Expenses WHERE Budget_Type_Code = '5') ORDER BY Account_Details DESC LIMIT 1
