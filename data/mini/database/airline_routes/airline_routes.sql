-- airline_routes: airports, airlines, aircraft types, pilots and scheduled flights.
-- Written by the nl2sql project (MIT). Airlines, pilots and flight values are fictional;
-- airport codes and cities are used only as familiar labels.
PRAGMA foreign_keys = ON;

CREATE TABLE airport (
    airport_code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    city TEXT,
    country TEXT,
    elevation_m INTEGER
);

CREATE TABLE airline (
    airline_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    country TEXT,
    founded_year INTEGER,
    hub_airport TEXT,
    FOREIGN KEY (hub_airport) REFERENCES airport(airport_code)
);

CREATE TABLE aircraft (
    aircraft_id INTEGER PRIMARY KEY,
    model TEXT NOT NULL,
    manufacturer TEXT,
    seats INTEGER,
    range_km INTEGER
);

CREATE TABLE pilot (
    pilot_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    airline_id INTEGER NOT NULL,
    age INTEGER,
    license_date TEXT,
    flight_hours INTEGER,
    FOREIGN KEY (airline_id) REFERENCES airline(airline_id)
);

CREATE TABLE flight (
    flight_id INTEGER PRIMARY KEY,
    flight_number TEXT NOT NULL,
    airline_id INTEGER NOT NULL,
    aircraft_id INTEGER NOT NULL,
    pilot_id INTEGER,
    origin TEXT NOT NULL,
    destination TEXT NOT NULL,
    departure_date TEXT,
    distance_km INTEGER,
    price REAL,
    delay_min INTEGER,
    FOREIGN KEY (airline_id) REFERENCES airline(airline_id),
    FOREIGN KEY (aircraft_id) REFERENCES aircraft(aircraft_id),
    FOREIGN KEY (pilot_id) REFERENCES pilot(pilot_id),
    FOREIGN KEY (origin) REFERENCES airport(airport_code),
    FOREIGN KEY (destination) REFERENCES airport(airport_code)
);

INSERT INTO airport (airport_code, name, city, country, elevation_m) VALUES
('LHR', 'Heathrow', 'London', 'UK', 25),
('CDG', 'Charles de Gaulle', 'Paris', 'France', 119),
('FRA', 'Frankfurt Main', 'Frankfurt', 'Germany', 111),
('MAD', 'Barajas', 'Madrid', 'Spain', 610),
('AMS', 'Schiphol', 'Amsterdam', 'Netherlands', -3),
('JFK', 'John F. Kennedy', 'New York', 'USA', 4),
('DEN', 'Denver International', 'Denver', 'USA', 1655),
('NRT', 'Narita', 'Tokyo', 'Japan', 43),
('DXB', 'Dubai International', 'Dubai', 'UAE', 19),
('ZRH', 'Zurich', 'Zurich', 'Switzerland', 432),
('LIS', 'Humberto Delgado', 'Lisbon', 'Portugal', 114),
('GVA', 'Geneva', 'Geneva', 'Switzerland', 430);

INSERT INTO airline (airline_id, name, country, founded_year, hub_airport) VALUES
(1, 'Albion Air', 'UK', 1974, 'LHR'),
(2, 'Air Lumiere', 'France', 1988, 'CDG'),
(3, 'Rhein Jet', 'Germany', 1995, 'FRA'),
(4, 'Atlantic Star', 'USA', 1969, 'JFK'),
(5, 'Sakura Wings', 'Japan', 2001, 'NRT'),
(6, 'Desert Falcon', 'UAE', 2006, 'DXB'),
(7, 'Alpine Connect', 'Switzerland', 2019, 'ZRH');

INSERT INTO aircraft (aircraft_id, model, manufacturer, seats, range_km) VALUES
(1, 'A320neo', 'Airbus', 180, 6300),
(2, 'A350-900', 'Airbus', 315, 15000),
(3, '737 MAX 8', 'Boeing', 178, 6570),
(4, '787-9', 'Boeing', 296, 14010),
(5, 'E195-E2', 'Embraer', 132, 4800),
(6, 'A220-300', 'Airbus', 140, 6300),
(7, '777-300ER', 'Boeing', 396, 13650),
(8, 'ATR 72-600', 'ATR', 72, 1400);

INSERT INTO pilot (pilot_id, name, airline_id, age, license_date, flight_hours) VALUES
(1, 'James Whitmore', 1, 52, '1996-04-12', 18400),
(2, 'Eleanor Shaw', 1, 38, '2009-09-30', 9100),
(3, 'Antoine Leclerc', 2, 45, '2002-06-18', 14200),
(4, 'Camille Roux', 2, 31, '2016-03-07', 4800),
(5, 'Stefan Krause', 3, 49, '1999-11-25', 16300),
(6, 'Mia Hoffmann', 3, 29, '2018-05-14', 3600),
(7, 'Robert Hayes', 4, 58, '1990-02-03', 22100),
(8, 'Linda Morales', 4, 41, '2006-08-21', 11800),
(9, 'Takeshi Ono', 5, 47, '2001-10-10', 15700),
(10, 'Aiko Fujita', 5, 34, '2013-01-28', 7200),
(11, 'Omar Al Mansouri', 6, 44, '2004-12-15', 13300),
(12, 'Sara Haddad', 6, 36, '2011-07-19', 8600),
(13, 'Luca Brunner', 7, 33, '2014-04-04', 5900),
(14, 'Nina Keller', 7, 27, '2020-09-09', 2100),
(15, 'Paul Girard', 2, 55, '1994-05-05', 19800);

INSERT INTO flight (flight_id, flight_number, airline_id, aircraft_id, pilot_id, origin, destination, departure_date, distance_km, price, delay_min) VALUES
(1, 'AA101', 1, 1, 2, 'LHR', 'CDG', '2024-03-01', 344, 129.0, 0),
(2, 'AA205', 1, 4, 1, 'LHR', 'JFK', '2024-03-01', 5540, 610.0, 35),
(3, 'AA310', 1, 1, 2, 'LHR', 'MAD', '2024-03-02', 1246, 175.0, 10),
(4, 'AA412', 1, 6, NULL, 'LHR', 'AMS', '2024-03-03', 371, 118.0, NULL),
(5, 'AL220', 2, 1, 4, 'CDG', 'FRA', '2024-03-01', 448, 140.0, 5),
(6, 'AL330', 2, 2, 3, 'CDG', 'NRT', '2024-03-02', 9713, 980.0, 60),
(7, 'AL440', 2, 1, 4, 'CDG', 'LIS', '2024-03-04', 1453, 160.0, 0),
(8, 'AL550', 2, 2, 3, 'CDG', 'DXB', '2024-03-05', 5247, 540.0, 20),
(9, 'RJ100', 3, 3, 6, 'FRA', 'LHR', '2024-03-01', 654, 150.0, 15),
(10, 'RJ210', 3, 7, 5, 'FRA', 'JFK', '2024-03-02', 6200, 650.0, 0),
(11, 'RJ320', 3, 3, 6, 'FRA', 'MAD', '2024-03-03', 1420, 170.0, 45),
(12, 'RJ430', 3, 5, 6, 'FRA', 'ZRH', '2024-03-04', 287, 99.0, 0),
(13, 'AS500', 4, 7, 7, 'JFK', 'LHR', '2024-03-01', 5540, 590.0, 25),
(14, 'AS610', 4, 3, 8, 'JFK', 'DEN', '2024-03-02', 2620, 260.0, 50),
(15, 'AS720', 4, 4, 7, 'JFK', 'CDG', '2024-03-03', 5837, 620.0, 0),
(16, 'AS830', 4, 3, 8, 'DEN', 'JFK', '2024-03-05', 2620, 245.0, 15),
(17, 'SW900', 5, 4, 9, 'NRT', 'CDG', '2024-03-02', 9713, 1010.0, 0),
(18, 'SW910', 5, 7, 9, 'NRT', 'JFK', '2024-03-03', 10840, 1150.0, 30),
(19, 'SW920', 5, 2, 10, 'NRT', 'DXB', '2024-03-04', 7950, 820.0, NULL),
(20, 'DF001', 6, 7, 11, 'DXB', 'LHR', '2024-03-01', 5470, 560.0, 10),
(21, 'DF002', 6, 2, 12, 'DXB', 'NRT', '2024-03-02', 7950, 790.0, 0),
(22, 'DF003', 6, 4, 11, 'DXB', 'FRA', '2024-03-03', 4840, 510.0, 5),
(23, 'DF004', 6, 7, 12, 'DXB', 'JFK', '2024-03-05', 11020, 1090.0, 70),
(24, 'AC10', 7, 5, 13, 'ZRH', 'GVA', '2024-03-01', 228, 89.0, 0),
(25, 'AC20', 7, 6, 13, 'ZRH', 'LIS', '2024-03-02', 1720, 210.0, 20),
(26, 'AC30', 7, 5, 14, 'GVA', 'AMS', '2024-03-03', 778, 135.0, 0),
(27, 'AC40', 7, 6, 14, 'ZRH', 'FRA', '2024-03-04', 287, 95.0, 5),
(28, 'AA515', 1, 4, 1, 'JFK', 'LHR', '2024-03-06', 5540, 595.0, 0),
(29, 'AL660', 2, 1, 4, 'MAD', 'CDG', '2024-03-06', 1063, 150.0, 0),
(30, 'RJ540', 3, 3, 5, 'LHR', 'FRA', '2024-03-06', 654, 145.0, 0),
(31, 'AS940', 4, 7, 7, 'JFK', 'MAD', '2024-03-06', 5760, 575.0, 40),
(32, 'DF005', 6, 2, 12, 'DXB', 'MAD', '2024-03-06', 5650, 600.0, 15),
(33, 'AC50', 7, 5, 14, 'GVA', 'ZRH', '2024-03-07', 228, 85.0, 0),
(34, 'SW930', 5, 4, 10, 'NRT', 'LHR', '2024-03-07', 9560, 1020.0, 10);
