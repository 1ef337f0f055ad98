-- CodingKaro sample database for the "SQL Basics" article.
-- PostgreSQL syntax; loaded into PGlite in the browser before runnable queries.

CREATE TABLE departments (
  dept_id   INTEGER PRIMARY KEY,
  name      VARCHAR(50) NOT NULL UNIQUE,
  location  VARCHAR(50)
);

CREATE TABLE employees (
  emp_id      INTEGER PRIMARY KEY,
  name        VARCHAR(60) NOT NULL,
  email       VARCHAR(100) NOT NULL UNIQUE,
  dept_id     INTEGER REFERENCES departments (dept_id),
  manager_id  INTEGER REFERENCES employees (emp_id),
  salary      NUMERIC(10, 2) NOT NULL CHECK (salary > 0),
  commission  NUMERIC(10, 2),
  hire_date   DATE NOT NULL
);

CREATE TABLE customers (
  customer_id  INTEGER PRIMARY KEY,
  name         VARCHAR(60) NOT NULL,
  email        VARCHAR(100) NOT NULL,
  city         VARCHAR(50),
  signup_date  DATE NOT NULL
);

CREATE TABLE products (
  product_id  INTEGER PRIMARY KEY,
  name        VARCHAR(80) NOT NULL,
  category    VARCHAR(30) NOT NULL,
  price       NUMERIC(10, 2) NOT NULL CHECK (price >= 0)
);

CREATE TABLE orders (
  order_id     INTEGER PRIMARY KEY,
  customer_id  INTEGER NOT NULL REFERENCES customers (customer_id),
  order_date   DATE NOT NULL,
  status       VARCHAR(20) NOT NULL
               CHECK (status IN ('pending', 'shipped', 'delivered', 'cancelled'))
);

CREATE TABLE order_items (
  order_id    INTEGER NOT NULL REFERENCES orders (order_id),
  product_id  INTEGER NOT NULL REFERENCES products (product_id),
  quantity    INTEGER NOT NULL CHECK (quantity > 0),
  unit_price  NUMERIC(10, 2) NOT NULL,
  PRIMARY KEY (order_id, product_id)
);

INSERT INTO departments (dept_id, name, location) VALUES
  (1, 'Engineering',     'Bengaluru'),
  (2, 'Sales',           'Mumbai'),
  (3, 'Marketing',       'Mumbai'),
  (4, 'Finance',         'Delhi'),
  (5, 'Human Resources', 'Delhi'),
  (6, 'Support',         'Pune'),
  (7, 'Legal',           'Delhi'),
  (8, 'Research',        NULL);

INSERT INTO employees (emp_id, name, email, dept_id, manager_id, salary, commission, hire_date) VALUES
  (1,  'Asha Rao',      'asha.rao@codingkaro.dev',      4,    NULL, 250000, NULL,  '2015-01-10'),
  (2,  'Vikram Shah',   'vikram.shah@codingkaro.dev',   1,    1,    180000, NULL,  '2016-03-01'),
  (3,  'Priya Nair',    'priya.nair@codingkaro.dev',    2,    1,    150000, 20000, '2016-07-15'),
  (4,  'Rohan Mehta',   'rohan.mehta@codingkaro.dev',   1,    2,    120000, NULL,  '2018-02-12'),
  (5,  'Sneha Iyer',    'sneha.iyer@codingkaro.dev',    1,    2,    185000, NULL,  '2017-09-04'),
  (6,  'Karan Patel',   'karan.patel@codingkaro.dev',   1,    2,    95000,  NULL,  '2021-06-21'),
  (7,  'Divya Menon',   'divya.menon@codingkaro.dev',   1,    4,    120000, NULL,  '2019-11-11'),
  (8,  'Arjun Das',     'arjun.das@codingkaro.dev',     2,    3,    70000,  5000,  '2022-01-03'),
  (9,  'Meera Joshi',   'meera.joshi@codingkaro.dev',   2,    3,    160000, 12000, '2017-04-18'),
  (10, 'Farhan Ali',    'farhan.ali@codingkaro.dev',    2,    3,    70000,  NULL,  '2023-05-29'),
  (11, 'Neha Gupta',    'neha.gupta@codingkaro.dev',    3,    1,    110000, NULL,  '2018-08-08'),
  (12, 'Rahul Verma',   'rahul.verma@codingkaro.dev',   3,    11,   65000,  NULL,  '2022-10-10'),
  (13, 'Ishaan Kapoor', 'ishaan.kapoor@codingkaro.dev', 4,    1,    130000, NULL,  '2017-12-01'),
  (14, 'Pooja Singh',   'pooja.singh@codingkaro.dev',   4,    13,   90000,  NULL,  '2020-03-16'),
  (15, 'Aman Khan',     'aman.khan@codingkaro.dev',     5,    1,    85000,  NULL,  '2019-05-20'),
  (16, 'Kavya Reddy',   'kavya.reddy@codingkaro.dev',   5,    15,   60000,  NULL,  '2023-01-09'),
  (17, 'Sanjay Kumar',  'sanjay.kumar@codingkaro.dev',  6,    1,    75000,  NULL,  '2018-06-30'),
  (18, 'Tanvi Bose',    'tanvi.bose@codingkaro.dev',    6,    17,   48000,  NULL,  '2024-02-05'),
  (19, 'Nikhil Jain',   'nikhil.jain@codingkaro.dev',   6,    17,   48000,  NULL,  '2024-02-05'),
  (20, 'Zoya Sheikh',   'zoya.sheikh@codingkaro.dev',   NULL, 2,    80000,  NULL,  '2024-07-01');

INSERT INTO customers (customer_id, name, email, city, signup_date) VALUES
  (1,  'Ananya Sharma',  'ananya@example.com', 'Mumbai',    '2023-01-15'),
  (2,  'Bharat Lal',     'bharat@example.com', 'Delhi',     '2023-02-03'),
  (3,  'Chitra Pillai',  'chitra@example.com', 'Chennai',   '2023-03-21'),
  (4,  'Deepak Yadav',   'deepak@example.com', 'Bengaluru', '2023-04-10'),
  (5,  'Esha Banerjee',  'esha@example.com',   'Kolkata',   '2023-05-05'),
  (6,  'Faisal Qureshi', 'faisal@example.com', 'Mumbai',    '2023-06-18'),
  (7,  'Gauri Kulkarni', 'gauri@example.com',  'Pune',      '2023-07-22'),
  (8,  'Harsh Vora',     'ananya@example.com', 'Ahmedabad', '2023-09-01'),
  (9,  'Ira Sen',        'ira@example.com',    NULL,        '2023-11-12'),
  (10, 'Jai Malhotra',   'bharat@example.com', 'Delhi',     '2024-01-08');

INSERT INTO products (product_id, name, category, price) VALUES
  (1,  'Mechanical Keyboard',                   'Electronics', 4500),
  (2,  'Wireless Mouse',                        'Electronics', 1200),
  (3,  '27-inch Monitor',                       'Electronics', 18000),
  (4,  'USB-C Hub',                             'Electronics', 2500),
  (5,  'Standing Desk',                         'Furniture',   22000),
  (6,  'Ergonomic Chair',                       'Furniture',   15000),
  (7,  'Desk Lamp',                             'Furniture',   1800),
  (8,  'Clean Code',                            'Books',       650),
  (9,  'Designing Data-Intensive Applications', 'Books',       1900),
  (10, 'Noise-Cancelling Headphones',           'Electronics', 9500),
  (11, 'HD Webcam',                             'Electronics', 3200);

INSERT INTO orders (order_id, customer_id, order_date, status) VALUES
  (101, 1,  '2024-01-05', 'delivered'),
  (102, 2,  '2024-01-09', 'delivered'),
  (103, 1,  '2024-01-20', 'delivered'),
  (104, 3,  '2024-02-02', 'cancelled'),
  (105, 4,  '2024-02-14', 'delivered'),
  (106, 5,  '2024-02-28', 'shipped'),
  (107, 2,  '2024-03-03', 'delivered'),
  (108, 6,  '2024-03-11', 'delivered'),
  (109, 1,  '2024-03-19', 'shipped'),
  (110, 7,  '2024-03-25', 'pending'),
  (111, 8,  '2024-04-02', 'delivered'),
  (112, 4,  '2024-04-08', 'delivered'),
  (113, 3,  '2024-04-15', 'delivered'),
  (114, 6,  '2024-04-22', 'pending'),
  (115, 10, '2024-04-30', 'delivered');

INSERT INTO order_items (order_id, product_id, quantity, unit_price) VALUES
  (101, 1,  1, 4500),
  (101, 2,  1, 1200),
  (102, 3,  2, 18000),
  (103, 8,  3, 650),
  (103, 9,  1, 1900),
  (104, 5,  1, 22000),
  (105, 6,  1, 15000),
  (105, 7,  2, 1800),
  (106, 10, 1, 9500),
  (106, 4,  2, 2500),
  (107, 2,  3, 1200),
  (107, 8,  1, 650),
  (108, 3,  1, 18000),
  (108, 1,  1, 4500),
  (108, 4,  1, 2500),
  (109, 9,  2, 1900),
  (110, 5,  1, 22000),
  (111, 10, 2, 9500),
  (111, 2,  1, 1200),
  (112, 8,  2, 650),
  (113, 7,  1, 1800),
  (113, 6,  1, 15000),
  (114, 1,  2, 4500),
  (115, 3,  1, 18000),
  (115, 9,  1, 1900);
