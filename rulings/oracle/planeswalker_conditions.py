"""The planeswalker types (2026 205.3j; a test checks the list against that rule's text), for "Activate only if you
control a Gideon planeswalker." (Companion of the Trials), "... a Liliana planeswalker" (Desiccated Naga): the
activation restriction `only_while: {"you_control_a": "Gideon"}` (rulings/oracle/activation_limits.py's
CONDITIONS). A planeswalker type is only ever a planeswalker's subtype (205.3d), so a permanent with it is such a
planeswalker."""
from __future__ import annotations

PLANESWALKER_TYPES = (
    "Ajani", "Aminatou", "Angrath", "Arlinn", "Ashiok", "Bahamut", "Basri", "Bolas", "Calix", "Chandra", "Comet", "Dack", "Dakkon",
    "Daretti", "Davriel", "Dellian", "Dihada", "Domri", "Dovin", "Ellywick", "Elminster", "Elspeth", "Estrid", "Freyalise", "Garruk",
    "Gideon", "Grist", "Guff", "Huatli", "Jace", "Jared", "Jaya", "Jeska", "Kaito", "Karn", "Kasmina", "Kaya", "Kiora", "Koth",
    "Liliana", "Lolth", "Lukka", "Minsc", "Mordenkainen", "Nahiri", "Narset", "Niko", "Nissa", "Nixilis", "Oko", "Quintorius", "Ral",
    "Rowan", "Saheeli", "Samut", "Sarkhan", "Serra", "Sivitri", "Sorin", "Szat", "Tamiyo", "Tasha", "Teferi", "Teyo", "Tezzeret",
    "Tibalt", "Tyvar", "Ugin", "Urza", "Venser", "Vivien", "Vraska", "Vronos", "Will", "Windgrace", "Wrenn", "Xenagos", "Yanggu",
    "Yanling", "Zariel")
_AN = [t for t in PLANESWALKER_TYPES if t[0] in "AEIOU"]
_A = [t for t in PLANESWALKER_TYPES if t[0] not in "AEIOU"]
PATTERN = rf"you control (?:a (?=(?:{'|'.join(_A)}) )|an (?=(?:{'|'.join(_AN)}) ))([A-Z][a-z]+) planeswalker"
