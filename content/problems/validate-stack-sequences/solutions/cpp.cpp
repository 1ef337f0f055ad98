class Solution {
public:
    bool validateStackSequences(vector<int>& pushed, vector<int>& popped) {
        int top = 0, j = 0;
        for (int v : pushed) {
            pushed[top++] = v;
            while (top > 0 && pushed[top - 1] == popped[j]) { top--; j++; }
        }
        return top == 0;
    }
};
