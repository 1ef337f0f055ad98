function distinct(rng, n) {
  return rng.shuffle(Array.from({ length: 1001 }, (_, i) => i)).slice(0, n);
}

/** A popped order produced by a random push/pop schedule (always valid). */
function validOrder(rng, pushed, popBias = 0.5) {
  const stack = [];
  const out = [];
  let i = 0;
  while (out.length < pushed.length) {
    if (i < pushed.length && (stack.length === 0 || rng.float() > popBias)) stack.push(pushed[i++]);
    else out.push(stack.pop());
  }
  return out;
}

export default function generate(rng) {
  const cases = [
    [[0], [0]],
    [[1000], [1000]],
    [[1, 2], [1, 2]],
    [[1, 2], [2, 1]],
    [[3, 1, 2], [1, 2, 3]],
    [[3, 1, 2], [2, 3, 1]],
    [[0, 1000, 5], [1000, 0, 5]],
    [[1, 2, 3], [3, 1, 2]],
    [[2, 1, 0], [1, 2, 0]],
  ];
  for (let t = 0; t < 12; t++) {
    const pushed = distinct(rng, rng.int(1, 8));
    const popped = t % 2 === 0 ? validOrder(rng, pushed) : rng.shuffle([...pushed]);
    cases.push([pushed, popped]);
  }
  for (let t = 0; t < 6; t++) {
    const pushed = distinct(rng, t < 3 ? rng.int(50, 400) : 1000);
    const popped = validOrder(rng, pushed, rng.pick([0.3, 0.5, 0.7]));
    if (t % 2 === 1) {
      // Swap two values in the valid order; usually this breaks it.
      const a = rng.int(0, popped.length - 1);
      const b = rng.int(0, popped.length - 1);
      [popped[a], popped[b]] = [popped[b], popped[a]];
    }
    cases.push([pushed, popped]);
  }
  return cases;
}

export function large(rng) {
  const pushed = distinct(rng, 1000);
  return [[pushed, [...pushed].reverse()], [pushed, validOrder(rng, pushed)], [pushed, rng.shuffle([...pushed])]];
}
