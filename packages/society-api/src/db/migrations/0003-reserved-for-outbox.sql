-- Reserved: the outbox (issue 31) takes number 0003 on main. This placeholder only keeps the
-- numbers without a gap on the desk's branch; it is removed when the two branches meet.
SELECT 1;
