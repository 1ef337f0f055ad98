// One pass: a start that runs dry at i cannot be followed by any start up to i; the total decides feasibility.
export default function solve(gas, cost) {
  let total = 0;
  let tank = 0;
  let start = 0;
  for (let i = 0; i < gas.length; i++) {
    total += gas[i] - cost[i];
    tank += gas[i] - cost[i];
    if (tank < 0) {
      tank = 0;
      start = i + 1;
    }
  }
  return total < 0 ? -1 : start;
}
