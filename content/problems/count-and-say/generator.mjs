// LeetCode 38: 1 <= n <= 30. Every n is a test.
export default function generate() {
  const order = [1, 30, 2, 29, 3, 5, 6];
  for (let n = 1; n <= 30; n++) if (!order.includes(n)) order.push(n);
  return order.map((n) => [n]);
}

export function large() {
  return [[30], [29], [28]];
}
