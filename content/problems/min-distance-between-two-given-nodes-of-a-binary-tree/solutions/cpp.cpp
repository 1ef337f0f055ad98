class Solution {
public:
    int findDist(TreeNode* root, int a, int b) {
        unordered_map<int, pair<int, int>> info;  // value -> (parent value, depth)
        info[root->val] = {0, 0};
        vector<TreeNode*> st{root};
        while (!st.empty()) {
            TreeNode* n = st.back();
            st.pop_back();
            int d = info[n->val].second;
            for (TreeNode* c : {n->left, n->right})
                if (c) {
                    info[c->val] = {n->val, d + 1};
                    st.push_back(c);
                }
        }
        int dist = 0;
        while (a != b) {
            if (info[a].second >= info[b].second) a = info[a].first;
            else b = info[b].first;
            dist++;
        }
        return dist;
    }
};
