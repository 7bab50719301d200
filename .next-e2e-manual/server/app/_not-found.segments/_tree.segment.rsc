2:[["children",{"s":"__PAGE__","h":160}]]
1:[["children",{"s":"/_not-found","h":96,"c":"$Q2"}]]
0:{"b":"VSYpJwTqdUDYMZ34c0wF1","t":{"t":{"s":"","h":80,"c":"$Q1"}}}
