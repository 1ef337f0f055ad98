class Solution:
    def factorial(self, n: int) -> List[int]:
        base = 10**9
        limbs = [1]  # least significant first, 9 decimal digits per limb
        for m in range(2, n + 1):
            carry = 0
            for i in range(len(limbs)):
                carry, limbs[i] = divmod(limbs[i] * m + carry, base)
            while carry:
                carry, low = divmod(carry, base)
                limbs.append(low)
        text = str(limbs[-1]) + "".join(f"{x:09d}" for x in reversed(limbs[:-1]))
        return [ord(c) - 48 for c in text]
