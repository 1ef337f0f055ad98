var findOrder = function(numCourses, prerequisites) {
    // DFS colouring: 1 = on the current path, 2 = finished; a course is added after everything that needs it
    const graph = Array.from({ length: numCourses }, () => []);
    for (const [a, b] of prerequisites) graph[b].push(a);
    const state = new Uint8Array(numCourses);
    const post = [];
    for (let s = 0; s < numCourses; s++) {
        if (state[s]) continue;
        const stack = [[s, 0]];
        state[s] = 1;
        while (stack.length) {
            const top = stack[stack.length - 1];
            const [c, i] = top;
            if (i < graph[c].length) {
                top[1]++;
                const d = graph[c][i];
                if (state[d] === 1) return [];
                if (state[d] === 0) { state[d] = 1; stack.push([d, 0]); }
            } else {
                state[c] = 2;
                post.push(c);
                stack.pop();
            }
        }
    }
    return post.reverse();
};
