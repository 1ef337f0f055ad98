class Solution {
    public List<Integer> conflictingAppointments(int[][] appointments) {
        TreeMap<Integer, Integer> booked = new TreeMap<>();
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < appointments.length; i++) {
            int s = appointments[i][0], e = appointments[i][1];
            Map.Entry<Integer, Integer> before = booked.lowerEntry(e);
            if (before != null && before.getValue() > s) out.add(i);
            Map.Entry<Integer, Integer> first = booked.floorEntry(s);
            Integer key = first != null && first.getValue() >= s ? first.getKey() : booked.ceilingKey(s);
            while (key != null && key <= e) {
                int end = booked.remove(key);
                s = Math.min(s, key);
                e = Math.max(e, end);
                key = booked.ceilingKey(key);
            }
            booked.put(s, e);
        }
        return out;
    }
}
