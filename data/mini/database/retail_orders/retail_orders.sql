-- retail_orders: an online shop with customers, product categories, products, orders and order lines.
-- Written by the nl2sql project (MIT). All customers, products and values are fictional.
PRAGMA foreign_keys = ON;

CREATE TABLE customer (
    customer_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT,
    city TEXT,
    country TEXT,
    signup_date TEXT
);

CREATE TABLE category (
    category_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT
);

CREATE TABLE product (
    product_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    category_id INTEGER NOT NULL,
    price REAL,
    stock INTEGER,
    supplier TEXT,
    FOREIGN KEY (category_id) REFERENCES category(category_id)
);

CREATE TABLE orders (
    order_id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL,
    order_date TEXT NOT NULL,
    status TEXT,
    shipping_cost REAL,
    FOREIGN KEY (customer_id) REFERENCES customer(customer_id)
);

CREATE TABLE order_item (
    order_id INTEGER NOT NULL,
    product_id INTEGER NOT NULL,
    quantity INTEGER NOT NULL,
    unit_price REAL NOT NULL,
    PRIMARY KEY (order_id, product_id),
    FOREIGN KEY (order_id) REFERENCES orders(order_id),
    FOREIGN KEY (product_id) REFERENCES product(product_id)
);

CREATE TABLE review (
    review_id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL,
    customer_id INTEGER NOT NULL,
    rating INTEGER,
    review_date TEXT,
    FOREIGN KEY (product_id) REFERENCES product(product_id),
    FOREIGN KEY (customer_id) REFERENCES customer(customer_id)
);

INSERT INTO customer (customer_id, name, email, city, country, signup_date) VALUES
(1, 'Hannah Fischer', 'hannah.fischer@example.com', 'Berlin', 'Germany', '2021-03-14'),
(2, 'Marco Rossi', 'marco.rossi@example.com', 'Milan', 'Italy', '2020-11-02'),
(3, 'Aisha Khan', NULL, 'Manchester', 'UK', '2022-01-20'),
(4, 'Pierre Dubois', 'pierre.dubois@example.com', 'Lyon', 'France', '2021-07-08'),
(5, 'Sofia Lopez', 'sofia.lopez@example.com', 'Madrid', 'Spain', '2019-05-30'),
(6, 'Jonas Berg', NULL, 'Oslo', 'Norway', '2023-02-15'),
(7, 'Emily Carter', 'emily.carter@example.com', 'London', 'UK', '2020-08-19'),
(8, 'Lukas Novak', 'lukas.novak@example.com', 'Prague', 'Czechia', '2022-06-11'),
(9, 'Giulia Bianchi', 'giulia.bianchi@example.com', 'Rome', 'Italy', '2021-12-01'),
(10, 'Tom Becker', NULL, 'Hamburg', 'Germany', '2023-04-23'),
(11, 'Claire Martin', 'claire.martin@example.com', 'Paris', 'France', '2020-02-27'),
(12, 'Daniel Silva', 'daniel.silva@example.com', 'Lisbon', 'Portugal', '2022-09-09'),
(13, 'Olga Ivanova', 'olga.ivanova@example.com', 'Berlin', 'Germany', '2023-08-30'),
(14, 'Ben Walsh', NULL, 'London', 'UK', '2024-01-04');

INSERT INTO category (category_id, name, description) VALUES
(1, 'Electronics', 'Phones, audio and computer accessories'),
(2, 'Kitchen', 'Cookware and small appliances'),
(3, 'Books', 'Printed books and guides'),
(4, 'Outdoor', 'Camping and hiking gear'),
(5, 'Toys', 'Games and toys for all ages'),
(6, 'Garden', 'Plants, tools and garden furniture');

INSERT INTO product (product_id, name, category_id, price, stock, supplier) VALUES
(1, 'Wireless Earbuds', 1, 79.99, 120, 'SoundWave Ltd'),
(2, 'USB-C Charger', 1, 24.50, 300, 'VoltCo'),
(3, 'Bluetooth Speaker', 1, 59.00, 45, 'SoundWave Ltd'),
(4, 'Laptop Stand', 1, 39.90, 80, 'DeskPro'),
(5, 'Chef Knife', 2, 45.00, 60, 'Steelcraft'),
(6, 'Cast Iron Pan', 2, 52.75, 35, 'Steelcraft'),
(7, 'Electric Kettle', 2, 34.99, 0, 'HomeHeat'),
(8, 'Coffee Grinder', 2, 41.20, 25, 'HomeHeat'),
(9, 'Mountain Trails Guide', 3, 18.00, 70, 'Atlas Press'),
(10, 'Home Cooking Basics', 3, 22.50, 55, 'Atlas Press'),
(11, 'Learning SQL', 3, 35.00, 40, 'Query Books'),
(12, 'Two-Person Tent', 4, 149.00, 15, 'TrailMark'),
(13, 'Hiking Backpack', 4, 89.50, 30, 'TrailMark'),
(14, 'Camping Stove', 4, 64.00, 0, 'FlameOn'),
(15, 'Puzzle 1000 Pieces', 5, 16.99, 90, 'PlayBright'),
(16, 'Wooden Train Set', 5, 48.00, 20, 'PlayBright'),
(17, 'Strategy Board Game', 5, 39.00, 50, 'GameForge'),
(18, 'Pruning Shears', 6, 27.80, 65, 'GreenHand'),
(19, 'Folding Garden Chair', 6, 55.00, 12, 'GreenHand'),
(20, 'Smart Watch', 1, 199.00, 18, 'VoltCo');

INSERT INTO orders (order_id, customer_id, order_date, status, shipping_cost) VALUES
(1, 1, '2023-01-08', 'delivered', 4.99),
(2, 2, '2023-01-15', 'delivered', 6.50),
(3, 5, '2023-01-22', 'delivered', 0.0),
(4, 7, '2023-02-03', 'delivered', 4.99),
(5, 3, '2023-02-14', 'returned', 4.99),
(6, 1, '2023-03-01', 'delivered', 0.0),
(7, 9, '2023-03-11', 'delivered', 6.50),
(8, 4, '2023-03-19', 'delivered', 5.75),
(9, 11, '2023-04-02', 'delivered', 5.75),
(10, 2, '2023-04-18', 'cancelled', 6.50),
(11, 8, '2023-05-05', 'delivered', 7.20),
(12, 5, '2023-05-27', 'delivered', 0.0),
(13, 12, '2023-06-09', 'delivered', 8.00),
(14, 7, '2023-06-21', 'delivered', 4.99),
(15, 6, '2023-07-04', 'delivered', 9.90),
(16, 1, '2023-07-30', 'returned', 4.99),
(17, 10, '2023-08-12', 'delivered', 4.99),
(18, 9, '2023-09-01', 'delivered', 6.50),
(19, 11, '2023-09-23', 'delivered', 0.0),
(20, 3, '2023-10-10', 'delivered', 4.99),
(21, 13, '2023-11-02', 'shipped', 4.99),
(22, 5, '2023-11-24', 'shipped', 0.0),
(23, 7, '2023-12-05', 'processing', 4.99),
(24, 2, '2023-12-18', 'processing', 6.50),
(25, 12, '2023-12-28', 'processing', 8.00);

INSERT INTO order_item (order_id, product_id, quantity, unit_price) VALUES
(1, 1, 1, 79.99),
(1, 2, 2, 24.50),
(2, 5, 1, 45.00),
(2, 6, 1, 52.75),
(3, 12, 1, 149.00),
(3, 13, 1, 89.50),
(4, 11, 2, 35.00),
(5, 3, 1, 59.00),
(6, 20, 1, 199.00),
(7, 15, 3, 16.99),
(7, 17, 1, 39.00),
(8, 8, 1, 41.20),
(8, 10, 1, 22.50),
(9, 9, 2, 18.00),
(10, 4, 1, 39.90),
(11, 1, 2, 79.99),
(12, 18, 1, 27.80),
(12, 19, 2, 55.00),
(13, 2, 3, 24.50),
(13, 11, 1, 35.00),
(14, 6, 1, 52.75),
(14, 5, 1, 45.00),
(15, 12, 1, 149.00),
(16, 16, 1, 48.00),
(17, 17, 2, 39.00),
(17, 15, 1, 16.99),
(18, 7, 1, 34.99),
(19, 1, 1, 79.99),
(19, 3, 1, 59.00),
(20, 10, 2, 22.50),
(21, 20, 1, 199.00),
(21, 2, 1, 24.50),
(22, 13, 1, 89.50),
(22, 9, 1, 18.00),
(23, 4, 2, 39.90),
(24, 11, 1, 35.00),
(25, 18, 1, 27.80),
(25, 5, 1, 45.00);

INSERT INTO review (review_id, product_id, customer_id, rating, review_date) VALUES
(1, 1, 1, 5, '2023-01-20'),
(2, 5, 2, 4, '2023-01-30'),
(3, 12, 5, 5, '2023-02-05'),
(4, 13, 5, 4, '2023-02-05'),
(5, 11, 7, 5, '2023-02-15'),
(6, 3, 3, 2, '2023-02-25'),
(7, 20, 1, 4, '2023-03-15'),
(8, 15, 9, 3, '2023-03-25'),
(9, 8, 4, 4, '2023-04-01'),
(10, 9, 11, 5, '2023-04-14'),
(11, 1, 8, 4, '2023-05-20'),
(12, 19, 5, 3, '2023-06-10'),
(13, 2, 12, 4, '2023-06-22'),
(14, 6, 7, 5, '2023-07-02'),
(15, 12, 6, 4, '2023-07-20'),
(16, 16, 1, 1, '2023-08-10'),
(17, 17, 10, 5, '2023-08-25'),
(18, 7, 9, 2, '2023-09-15'),
(19, 1, 11, 5, '2023-10-03'),
(20, 10, 3, 4, '2023-10-25');
