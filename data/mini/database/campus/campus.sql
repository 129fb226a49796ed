-- campus: a small university with departments, instructors, students, courses and enrollments.
-- Written by the nl2sql project (MIT). All people and values are fictional.
PRAGMA foreign_keys = ON;

CREATE TABLE department (
    dept_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    building TEXT,
    budget REAL,
    founded_year INTEGER
);

CREATE TABLE instructor (
    instructor_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    dept_id INTEGER NOT NULL,
    rank TEXT,
    salary REAL,
    hire_date TEXT,
    FOREIGN KEY (dept_id) REFERENCES department(dept_id)
);

CREATE TABLE student (
    student_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    major_dept_id INTEGER,
    enrollment_year INTEGER,
    gpa REAL,
    hometown TEXT,
    FOREIGN KEY (major_dept_id) REFERENCES department(dept_id)
);

CREATE TABLE course (
    course_id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    dept_id INTEGER NOT NULL,
    credits INTEGER,
    instructor_id INTEGER,
    FOREIGN KEY (dept_id) REFERENCES department(dept_id),
    FOREIGN KEY (instructor_id) REFERENCES instructor(instructor_id)
);

CREATE TABLE enrollment (
    student_id INTEGER NOT NULL,
    course_id INTEGER NOT NULL,
    semester TEXT NOT NULL,
    grade TEXT,
    score REAL,
    PRIMARY KEY (student_id, course_id, semester),
    FOREIGN KEY (student_id) REFERENCES student(student_id),
    FOREIGN KEY (course_id) REFERENCES course(course_id)
);

INSERT INTO department (dept_id, name, building, budget, founded_year) VALUES
(1, 'Computer Science', 'Turing Hall', 1250000.0, 1968),
(2, 'Mathematics', 'Euler Building', 830000.0, 1921),
(3, 'Physics', 'Curie Hall', 960000.0, 1925),
(4, 'History', 'Gibbon House', 410000.0, 1910),
(5, 'Biology', 'Darwin Center', 1020000.0, 1935),
(6, 'Music', 'Arts Pavilion', 350000.0, 1972);

INSERT INTO instructor (instructor_id, name, dept_id, rank, salary, hire_date) VALUES
(1, 'Alan Park', 1, 'Professor', 142000.0, '2005-08-15'),
(2, 'Grace Liu', 1, 'Associate Professor', 118000.0, '2011-01-10'),
(3, 'Omar Haddad', 1, 'Assistant Professor', 97000.0, '2019-08-20'),
(4, 'Sofia Marin', 2, 'Professor', 131000.0, '2003-09-01'),
(5, 'Daniel Weiss', 2, 'Lecturer', 72000.0, '2020-01-15'),
(6, 'Priya Natarajan', 3, 'Professor', 138000.0, '2008-08-25'),
(7, 'Lukas Becker', 3, 'Assistant Professor', 94000.0, '2018-09-03'),
(8, 'Helen Brooks', 4, 'Associate Professor', 88000.0, '2010-08-30'),
(9, 'Tomas Silva', 4, 'Lecturer', 65000.0, '2021-01-11'),
(10, 'Mei Tanaka', 5, 'Professor', 127000.0, '2006-08-21'),
(11, 'Rachel Green', 5, 'Assistant Professor', 91000.0, '2017-08-28'),
(12, 'Victor Lane', 6, 'Associate Professor', 84000.0, '2012-09-04'),
(13, 'Nadia Petrova', 3, 'Lecturer', 66000.0, '2022-08-29');

INSERT INTO student (student_id, name, major_dept_id, enrollment_year, gpa, hometown) VALUES
(1, 'Emma Johnson', 1, 2021, 3.72, 'Boston'),
(2, 'Liam Smith', 1, 2022, 3.15, 'Chicago'),
(3, 'Olivia Brown', 2, 2021, 3.88, 'Boston'),
(4, 'Noah Davis', 3, 2020, 2.95, 'Denver'),
(5, 'Ava Wilson', 5, 2022, 3.41, 'Seattle'),
(6, 'Ethan Moore', 1, 2020, 3.05, 'Austin'),
(7, 'Sophia Taylor', 4, 2021, 3.60, 'Chicago'),
(8, 'Mason Anderson', 3, 2022, NULL, 'Denver'),
(9, 'Isabella Thomas', 5, 2020, 3.93, 'Portland'),
(10, 'Lucas Jackson', 1, 2023, NULL, 'Boston'),
(11, 'Mia White', 2, 2022, 3.27, 'Austin'),
(12, 'Logan Harris', 6, 2021, 2.80, 'Nashville'),
(13, 'Charlotte Martin', 4, 2023, 3.55, 'Seattle'),
(14, 'James Garcia', 1, 2021, 3.98, 'Chicago'),
(15, 'Amelia Martinez', 5, 2021, 3.10, 'Denver'),
(16, 'Benjamin Clark', 3, 2023, 3.35, 'Boston'),
(17, 'Harper Lewis', 6, 2022, 3.66, 'Nashville'),
(18, 'Elijah Walker', 2, 2020, 2.70, 'Portland'),
(19, 'Evelyn Hall', 1, 2022, 3.48, 'Seattle'),
(20, 'Henry Allen', 4, 2020, 3.02, 'Austin'),
(21, 'Abigail Young', 5, 2023, 3.79, 'Chicago'),
(22, 'Jack King', 3, 2021, 3.22, 'Portland');

INSERT INTO course (course_id, title, dept_id, credits, instructor_id) VALUES
(101, 'Introduction to Programming', 1, 4, 3),
(102, 'Data Structures', 1, 4, 2),
(103, 'Databases', 1, 3, 1),
(104, 'Machine Learning', 1, 3, 1),
(201, 'Calculus I', 2, 4, 4),
(202, 'Linear Algebra', 2, 3, 4),
(203, 'Probability', 2, 3, NULL),
(301, 'Classical Mechanics', 3, 4, 6),
(302, 'Quantum Physics', 3, 4, 7),
(401, 'World History', 4, 3, 8),
(402, 'History of Science', 4, 2, 9),
(501, 'Cell Biology', 5, 4, 10),
(502, 'Genetics', 5, 3, 11),
(503, 'Ecology', 5, 3, 11),
(601, 'Music Theory', 6, 2, 12),
(602, 'Jazz Ensemble', 6, 1, 12);

INSERT INTO enrollment (student_id, course_id, semester, grade, score) VALUES
(1, 101, 'Fall 2021', 'A', 94.5),
(1, 102, 'Spring 2022', 'A', 91.0),
(1, 103, 'Fall 2022', 'B', 86.0),
(2, 101, 'Fall 2022', 'B', 82.0),
(2, 601, 'Fall 2022', 'A', 95.0),
(3, 201, 'Fall 2021', 'A', 97.0),
(3, 202, 'Spring 2022', 'A', 93.5),
(3, 203, 'Fall 2022', 'A', 90.0),
(3, 103, 'Spring 2023', 'B', 88.0),
(4, 301, 'Fall 2020', 'C', 72.0),
(4, 201, 'Fall 2020', 'D', 64.5),
(5, 501, 'Fall 2022', 'B', 85.0),
(5, 502, 'Spring 2023', NULL, NULL),
(6, 101, 'Fall 2020', 'C', 76.0),
(6, 103, 'Fall 2021', 'B', 83.5),
(6, 104, 'Spring 2022', 'B', 81.0),
(7, 401, 'Fall 2021', 'A', 92.5),
(7, 402, 'Spring 2022', 'A', 90.5),
(8, 301, 'Fall 2022', 'B', 80.0),
(9, 501, 'Fall 2020', 'A', 96.0),
(9, 502, 'Spring 2021', 'A', 94.0),
(9, 104, 'Fall 2021', 'A', 91.5),
(10, 101, 'Fall 2023', NULL, NULL),
(11, 201, 'Fall 2022', 'B', 87.0),
(12, 601, 'Fall 2021', 'C', 71.5),
(12, 602, 'Spring 2022', 'B', 85.5),
(13, 401, 'Fall 2023', NULL, NULL),
(14, 101, 'Fall 2021', 'A', 98.0),
(14, 102, 'Spring 2022', 'A', 96.5),
(14, 104, 'Fall 2022', 'A', 95.5),
(14, 202, 'Fall 2022', 'B', 88.5),
(15, 501, 'Fall 2021', 'C', 73.0),
(16, 301, 'Fall 2023', NULL, NULL),
(17, 601, 'Fall 2022', 'A', 93.0),
(17, 602, 'Spring 2023', 'A', 97.5),
(18, 201, 'Fall 2020', 'F', 52.0),
(19, 102, 'Spring 2023', 'B', 84.0),
(20, 402, 'Spring 2021', 'B', 82.5),
(21, 502, 'Fall 2023', NULL, NULL),
(22, 301, 'Fall 2021', 'B', 79.5);
