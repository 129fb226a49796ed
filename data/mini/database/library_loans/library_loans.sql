-- library_loans: a city library network with branches, authors, books, members and loans.
-- Written by the nl2sql project (MIT). All people, books and values are fictional.
PRAGMA foreign_keys = ON;

CREATE TABLE branch (
    branch_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    city TEXT,
    opened_date TEXT,
    seats INTEGER
);

CREATE TABLE author (
    author_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    nationality TEXT,
    birth_year INTEGER
);

CREATE TABLE book (
    book_id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    author_id INTEGER NOT NULL,
    genre TEXT,
    publish_year INTEGER,
    pages INTEGER,
    price REAL,
    FOREIGN KEY (author_id) REFERENCES author(author_id)
);

CREATE TABLE member (
    member_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    city TEXT,
    membership_type TEXT,
    join_date TEXT,
    age INTEGER
);

CREATE TABLE loan (
    loan_id INTEGER PRIMARY KEY,
    book_id INTEGER NOT NULL,
    member_id INTEGER NOT NULL,
    branch_id INTEGER NOT NULL,
    loan_date TEXT NOT NULL,
    return_date TEXT,
    fine REAL,
    FOREIGN KEY (book_id) REFERENCES book(book_id),
    FOREIGN KEY (member_id) REFERENCES member(member_id),
    FOREIGN KEY (branch_id) REFERENCES branch(branch_id)
);

INSERT INTO branch (branch_id, name, city, opened_date, seats) VALUES
(1, 'Central Library', 'Riverton', '1962-05-14', 320),
(2, 'Oak Street Branch', 'Riverton', '1988-09-01', 85),
(3, 'Harbor Branch', 'Port Ellis', '1995-03-22', 60),
(4, 'Hillside Branch', 'Maple Grove', '2004-11-08', 110),
(5, 'University Branch', 'Port Ellis', '2015-01-19', 140);

INSERT INTO author (author_id, name, nationality, birth_year) VALUES
(1, 'Clara Voss', 'German', 1948),
(2, 'Martin Okafor', 'Nigerian', 1971),
(3, 'Yuki Mori', 'Japanese', 1980),
(4, 'Elena Duarte', 'Spanish', 1965),
(5, 'Samuel Price', 'American', 1952),
(6, 'Ingrid Halvorsen', 'Norwegian', 1976),
(7, 'Rafael Costa', 'Brazilian', NULL),
(8, 'Anna Kowalska', 'Polish', 1983),
(9, 'Thomas Reed', 'American', 1990),
(10, 'Leila Haddad', 'Lebanese', 1969),
(11, 'George Whitfield', 'British', 1939),
(12, 'Hana Novak', 'Czech', NULL);

INSERT INTO book (book_id, title, author_id, genre, publish_year, pages, price) VALUES
(1, 'The Glass Orchard', 1, 'Fiction', 1994, 412, 18.50),
(2, 'Winter in Leipzig', 1, 'Fiction', 2001, 356, 16.00),
(3, 'River of Salt', 2, 'Fiction', 2010, 298, 14.99),
(4, 'Lagos After Dark', 2, 'Mystery', 2016, 344, 15.50),
(5, 'Quiet Algorithms', 3, 'Science', 2019, 264, 29.99),
(6, 'Paper Cranes', 3, 'Fiction', 2012, 220, 12.75),
(7, 'The Cartographer''s Daughter', 4, 'Historical', 2005, 498, 21.00),
(8, 'Seville Nights', 4, 'Romance', 1999, 310, 11.25),
(9, 'A Short History of Rivers', 5, 'History', 1987, 380, 24.00),
(10, 'The Last Frontier Town', 5, 'History', 1995, 452, 26.50),
(11, 'Northern Lights Murder', 6, 'Mystery', 2008, 336, 13.99),
(12, 'Fjord', 6, 'Mystery', 2014, 288, 13.99),
(13, 'Coffee and Rain', 7, 'Romance', 2011, 240, 10.50),
(14, 'The Amazon Ledger', 7, 'Historical', 2018, 520, 22.75),
(15, 'Understanding Cells', 8, 'Science', 2015, 610, 45.00),
(16, 'Deep Learning for Poets', 9, 'Science', 2021, 198, 32.00),
(17, 'Cedar and Stone', 10, 'Fiction', 2003, 372, 17.25),
(18, 'Beirut Letters', 10, 'Historical', 2013, 405, 19.99),
(19, 'The Empire at Sea', 11, 'History', 1972, 688, 30.00),
(20, 'Prague Spring Diaries', 12, 'Historical', 2009, 315, 18.00),
(21, 'Garden of Numbers', 3, 'Science', 2023, 252, 27.50),
(22, 'The Silent Witness', 11, 'Mystery', 1968, 276, 9.99);

INSERT INTO member (member_id, name, city, membership_type, join_date, age) VALUES
(1, 'Peter Lang', 'Riverton', 'standard', '2015-02-11', 45),
(2, 'Nora Quinn', 'Riverton', 'premium', '2012-07-30', 38),
(3, 'Ahmed Saleh', 'Port Ellis', 'student', '2021-09-05', 20),
(4, 'Julia Weber', 'Maple Grove', 'standard', '2018-04-17', 52),
(5, 'Kenji Sato', 'Port Ellis', 'premium', '2010-01-23', 61),
(6, 'Laura Becker', 'Riverton', 'student', '2022-09-12', 19),
(7, 'Diego Ramos', 'Maple Grove', 'standard', '2019-06-02', 33),
(8, 'Fatima Zahra', 'Port Ellis', 'student', '2020-10-01', 22),
(9, 'Oliver Grant', 'Riverton', 'premium', '2008-03-15', 70),
(10, 'Chloe Martin', 'Maple Grove', 'standard', '2016-11-29', 29),
(11, 'Ivan Petrov', 'Riverton', 'standard', '2023-01-08', 41),
(12, 'Sara Lindqvist', 'Port Ellis', 'premium', '2014-05-20', 36),
(13, 'Tom Becker', 'Riverton', 'student', '2023-09-03', 18),
(14, 'Maya Singh', 'Maple Grove', 'premium', '2011-08-14', 47),
(15, 'Lucas Ferreira', 'Port Ellis', 'standard', '2017-02-27', 55),
(16, 'Grace Kim', 'Riverton', 'standard', '2024-01-15', 27);

INSERT INTO loan (loan_id, book_id, member_id, branch_id, loan_date, return_date, fine) VALUES
(1, 1, 1, 1, '2023-01-05', '2023-01-19', 0.0),
(2, 5, 3, 5, '2023-01-09', '2023-02-02', 2.50),
(3, 11, 2, 1, '2023-01-14', '2023-01-28', 0.0),
(4, 9, 9, 1, '2023-02-01', '2023-02-20', 1.00),
(5, 15, 8, 5, '2023-02-03', '2023-03-10', 6.00),
(6, 3, 4, 4, '2023-02-11', '2023-02-25', 0.0),
(7, 12, 2, 2, '2023-02-18', '2023-03-04', 0.0),
(8, 7, 5, 3, '2023-03-02', '2023-03-30', 3.00),
(9, 16, 3, 5, '2023-03-06', '2023-03-20', 0.0),
(10, 13, 10, 4, '2023-03-12', '2023-03-26', 0.0),
(11, 1, 7, 4, '2023-03-20', '2023-04-15', 2.00),
(12, 19, 9, 1, '2023-04-02', '2023-05-01', 4.50),
(13, 4, 12, 3, '2023-04-10', '2023-04-24', 0.0),
(14, 6, 6, 2, '2023-04-15', '2023-04-29', 0.0),
(15, 11, 14, 4, '2023-05-03', '2023-05-17', 0.0),
(16, 5, 8, 5, '2023-05-08', '2023-05-22', 0.0),
(17, 10, 1, 1, '2023-05-21', '2023-06-19', 3.50),
(18, 17, 15, 3, '2023-06-01', '2023-06-15', 0.0),
(19, 2, 2, 1, '2023-06-10', '2023-06-24', 0.0),
(20, 14, 5, 3, '2023-06-18', '2023-07-20', 5.00),
(21, 12, 11, 2, '2023-07-04', '2023-07-18', 0.0),
(22, 8, 10, 4, '2023-07-09', '2023-07-23', 0.0),
(23, 15, 3, 5, '2023-07-15', '2023-08-12', 4.00),
(24, 18, 12, 3, '2023-08-01', '2023-08-15', 0.0),
(25, 3, 7, 4, '2023-08-19', '2023-09-02', 0.0),
(26, 9, 4, 4, '2023-09-05', '2023-09-19', 0.0),
(27, 16, 13, 2, '2023-09-18', NULL, NULL),
(28, 11, 9, 1, '2023-10-02', '2023-10-16', 0.0),
(29, 7, 14, 4, '2023-10-20', NULL, NULL),
(30, 5, 6, 2, '2023-11-04', '2023-11-30', 2.00),
(31, 20, 15, 3, '2023-11-11', NULL, NULL),
(32, 4, 2, 2, '2023-11-25', '2023-12-09', 0.0),
(33, 1, 12, 3, '2023-12-02', NULL, NULL),
(34, 15, 8, 5, '2023-12-10', NULL, NULL),
(35, 13, 11, 1, '2024-01-06', '2024-01-20', 0.0),
(36, 6, 1, 1, '2024-01-20', NULL, NULL),
(37, 6, 10, 2, '2024-02-03', NULL, NULL);
