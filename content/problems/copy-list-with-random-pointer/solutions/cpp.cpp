class Solution {
public:
    Node* copyRandomList(Node* head) {
        for (Node* p = head; p; p = p->next->next) {
            Node* c = new Node(p->val);
            c->next = p->next;
            p->next = c;
        }
        for (Node* p = head; p; p = p->next->next)
            p->next->random = p->random ? p->random->next : nullptr;
        Node* copyHead = head ? head->next : nullptr;
        for (Node* p = head; p; p = p->next) {
            Node* c = p->next;
            p->next = c->next;
            c->next = c->next ? c->next->next : nullptr;
        }
        return copyHead;
    }
};
