class Codec {
public:
    // Encodes a tree to a single string.
    string serialize(TreeNode* root) {
        string out;
        queue<TreeNode*> q;
        q.push(root);
        while (!q.empty()) {
            TreeNode* node = q.front();
            q.pop();
            if (!node) {
                out += "#,";
                continue;
            }
            out += to_string(node->val) + ",";
            q.push(node->left);
            q.push(node->right);
        }
        return out;
    }

    // Decodes your encoded data to tree.
    TreeNode* deserialize(string data) {
        vector<string> tokens;
        string cur;
        for (char c : data) {
            if (c == ',') { tokens.push_back(cur); cur.clear(); }
            else cur += c;
        }
        if (tokens.empty() || tokens[0] == "#") return nullptr;
        TreeNode* root = new TreeNode(stoi(tokens[0]));
        queue<TreeNode*> q;
        q.push(root);
        size_t i = 1;
        while (!q.empty() && i < tokens.size()) {
            TreeNode* node = q.front();
            q.pop();
            if (tokens[i] != "#") { node->left = new TreeNode(stoi(tokens[i])); q.push(node->left); }
            i++;
            if (i < tokens.size() && tokens[i] != "#") { node->right = new TreeNode(stoi(tokens[i])); q.push(node->right); }
            i++;
        }
        return root;
    }
};
