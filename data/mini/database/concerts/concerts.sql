-- concerts: artists, their albums and songs, venues and the concerts played there.
-- Written by the nl2sql project (MIT). All artists, venues and values are fictional.
PRAGMA foreign_keys = ON;

CREATE TABLE artist (
    artist_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    country TEXT,
    genre TEXT,
    formed_year INTEGER,
    members INTEGER
);

CREATE TABLE venue (
    venue_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    city TEXT,
    capacity INTEGER,
    opened_year INTEGER
);

CREATE TABLE album (
    album_id INTEGER PRIMARY KEY,
    artist_id INTEGER NOT NULL,
    title TEXT NOT NULL,
    release_year INTEGER,
    sales_millions REAL,
    rating REAL,
    FOREIGN KEY (artist_id) REFERENCES artist(artist_id)
);

CREATE TABLE song (
    song_id INTEGER PRIMARY KEY,
    album_id INTEGER NOT NULL,
    title TEXT NOT NULL,
    duration_sec INTEGER,
    is_single INTEGER,
    FOREIGN KEY (album_id) REFERENCES album(album_id)
);

CREATE TABLE concert (
    concert_id INTEGER PRIMARY KEY,
    artist_id INTEGER NOT NULL,
    venue_id INTEGER NOT NULL,
    concert_date TEXT NOT NULL,
    ticket_price REAL,
    attendance INTEGER,
    FOREIGN KEY (artist_id) REFERENCES artist(artist_id),
    FOREIGN KEY (venue_id) REFERENCES venue(venue_id)
);

INSERT INTO artist (artist_id, name, country, genre, formed_year, members) VALUES
(1, 'The Velvet Hours', 'UK', 'Rock', 2004, 4),
(2, 'Luna Ferreira', 'Brazil', 'Pop', 2012, 1),
(3, 'Northbound', 'Canada', 'Folk', 2009, 3),
(4, 'Kaito & The Tides', 'Japan', 'Rock', 2015, 5),
(5, 'Amara Nwosu', 'Nigeria', 'Afrobeat', 2016, 1),
(6, 'Static Bloom', 'USA', 'Electronic', 2010, 2),
(7, 'The Copper Saints', 'USA', 'Rock', 1998, 4),
(8, 'Elise Marchand', 'France', 'Pop', 2018, 1),
(9, 'Grey Harbor', 'Ireland', 'Folk', 2001, 5),
(10, 'Neon Mirage', 'Sweden', 'Electronic', 2014, 3),
(11, 'Rosa Delgado', 'Spain', 'Jazz', 1995, 1),
(12, 'Blue Meridian', 'USA', 'Jazz', 2007, 6),
(13, 'Silver Lark', 'Australia', 'Indie', 2020, 2);

INSERT INTO venue (venue_id, name, city, capacity, opened_year) VALUES
(1, 'Riverside Arena', 'London', 18000, 1996),
(2, 'The Lantern Room', 'Dublin', 1200, 1985),
(3, 'Harbor Bowl', 'Sydney', 9500, 2003),
(4, 'Sunset Pavilion', 'Los Angeles', 6200, 1978),
(5, 'Maple Hall', 'Toronto', 2800, 1964),
(6, 'Blue Note Cellar', 'New York', 450, 1959),
(7, 'Kyoto Dome', 'Kyoto', 35000, 2010),
(8, 'Parc des Lumieres', 'Paris', 12000, 2018),
(9, 'Old Mill Theatre', 'Dublin', 800, 1921);

INSERT INTO album (album_id, artist_id, title, release_year, sales_millions, rating) VALUES
(1, 1, 'Midnight Signals', 2008, 2.4, 8.1),
(2, 1, 'Glass Cities', 2013, 1.6, 7.4),
(3, 2, 'Sol de Inverno', 2016, 3.1, 7.9),
(4, 3, 'Pinewood', 2011, 0.6, 8.5),
(5, 3, 'Cold Rivers', 2019, 0.4, 8.8),
(6, 4, 'Tidal Engine', 2018, 1.2, 7.2),
(7, 5, 'Lagos Sunrise', 2020, 1.9, 8.3),
(8, 6, 'Voltage Garden', 2012, 0.9, 6.8),
(9, 6, 'Afterglow', 2017, 1.1, 7.0),
(10, 7, 'Dust and Chrome', 2000, 4.5, 8.0),
(11, 7, 'Saints Alive', 2006, 3.2, 7.6),
(12, 8, 'Petite Lumiere', 2021, 0.7, 7.7),
(13, 9, 'Salt Roads', 2004, 1.3, 8.2),
(14, 10, 'Chromatic', 2016, 2.0, 7.1),
(15, 11, 'Noche Azul', 1999, 0.5, 9.0),
(16, 11, 'Madrid Standards', 2008, 0.3, 8.7),
(17, 12, 'Meridian Lines', 2010, 0.2, 8.4),
(18, 1, 'Echo Park', 2021, NULL, 6.9),
(19, 13, 'Dry Season', 2022, 0.1, 7.5);

INSERT INTO song (song_id, album_id, title, duration_sec, is_single) VALUES
(1, 1, 'Signal Fire', 245, 1),
(2, 1, 'Night Bus', 198, 0),
(3, 1, 'Static Heart', 312, 0),
(4, 2, 'Glass Cities', 276, 1),
(5, 2, 'Concrete Sky', 230, 0),
(6, 3, 'Inverno', 210, 1),
(7, 3, 'Praia Vazia', 185, 1),
(8, 4, 'Pinewood', 264, 1),
(9, 4, 'Lantern Song', 301, 0),
(10, 5, 'Cold Rivers', 289, 1),
(11, 6, 'Tidal Engine', 222, 1),
(12, 6, 'Harbor Lights', 254, 0),
(13, 7, 'Lagos Sunrise', 268, 1),
(14, 7, 'Market Day', 240, 0),
(15, 8, 'Voltage', 355, 1),
(16, 9, 'Afterglow', 402, 1),
(17, 10, 'Chrome Horses', 260, 1),
(18, 10, 'Desert Radio', 233, 0),
(19, 11, 'Saints Alive', 247, 1),
(20, 12, 'Petite Lumiere', 192, 1),
(21, 13, 'Salt Roads', 318, 1),
(22, 13, 'The Long Crossing', 421, 0),
(23, 14, 'Prism', 226, 1),
(24, 15, 'Noche Azul', 384, 1),
(25, 15, 'Luna Lenta', 447, 0),
(26, 16, 'Autumn in Madrid', 362, 0),
(27, 17, 'Meridian', 512, 0),
(28, 17, 'Blue Hour', 398, 1),
(29, 18, 'Echo Park', 215, 1),
(30, 2, 'Northern Line', 201, 0),
(31, 19, 'Dry Season', 233, 1);

INSERT INTO concert (concert_id, artist_id, venue_id, concert_date, ticket_price, attendance) VALUES
(1, 1, 1, '2022-03-12', 65.0, 17200),
(2, 1, 2, '2022-03-18', 45.0, 1200),
(3, 2, 4, '2022-04-02', 55.0, 5800),
(4, 3, 5, '2022-04-22', 35.0, 2650),
(5, 3, 2, '2022-05-06', 30.0, 1150),
(6, 4, 7, '2022-05-21', 80.0, 31000),
(7, 5, 1, '2022-06-10', 60.0, 15400),
(8, 6, 3, '2022-06-25', 50.0, 8800),
(9, 7, 4, '2022-07-09', 70.0, 6100),
(10, 7, 1, '2022-07-23', 75.0, 17900),
(11, 8, 8, '2022-08-13', 48.0, 10500),
(12, 9, 2, '2022-09-02', 40.0, 1180),
(13, 10, 3, '2022-09-17', 52.0, 7600),
(14, 11, 6, '2022-10-01', 90.0, 440),
(15, 12, 6, '2022-10-15', 85.0, 430),
(16, 2, 8, '2022-11-05', 58.0, 11200),
(17, 4, 3, '2022-11-19', 62.0, NULL),
(18, 1, 3, '2023-02-11', 68.0, 9100),
(19, 6, 4, '2023-03-04', 47.0, 5200),
(20, 7, 5, '2023-03-25', 72.0, 2800),
(21, 3, 4, '2023-04-15', 38.0, 3900),
(22, 5, 8, '2023-05-13', 54.0, 11800),
(23, 9, 5, '2023-06-03', 42.0, 2500),
(24, 10, 1, '2023-06-24', 58.0, NULL),
(25, 2, 4, '2023-07-08', 60.0, 6000),
(26, 11, 2, '2023-08-19', 88.0, 1100),
(27, 1, 1, '2023-09-09', 70.0, 18000);
