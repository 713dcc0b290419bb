"""The target phrases of Oracle text ("target [something]": 115.1a-d in 2026,
415.1-415.2 in 2007) read into the engine's target requirements.

The phrases the engine has a named kind for (TARGET_PHRASES) keep it; any
other is read by a small grammar into a target filter
(rulings/engine/target_filter.py):

    target [adjectives] [card types] [permanent | spell | card] [qualifiers]

adjectives: tapped, untapped, attacking, blocking, "attacking or blocking", a
color, non- a color or card type ("nonartifact, nonblack"); card types: one,
two of them together ("artifact creature": both), or alternatives ("artifact
or enchantment", "artifact, enchantment, or land", "player or planeswalker");
qualifiers: "you control", "an opponent controls", "you don't control",
"with flying", "without flying", "with power 2 or less", "with mana value 3
or greater", "from your graveyard", "from a graveyard". A spell is an object
on the stack, a card one in a graveyard (it must say which), else a
permanent. A phrase the grammar does not read whole stays text only.

"Any target" (115.4 in 2026: a creature, player, planeswalker or battle) is
the engine's `any_target`: it has no battles, so the set of legal targets is
the same (and planeswalkers are among them)."""
from __future__ import annotations

import re

from . import counter_targets, target_phrases_more
from .registry import ANNOUNCED_X, NotUnderstood

TARGET_PHRASES = {
    "any target": "any_target",
    "target creature or player": "creature_or_player",
    "target creature": "creature",
    "target creature you control": "creature_you_control",
    "target player": "player",
    "target opponent": "opponent",
    "target spell": "spell",
    "target instant or sorcery spell": "instant_or_sorcery_spell",
    "target permanent": "permanent",
    "target land": "land",
    "target nonblack creature": "nonblack_creature",
    "target nonartifact, nonblack creature": "nonartifact_nonblack_creature",
    "target creature card from a graveyard": "creature_card_in_a_graveyard",
}
TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment", "land": "Land",
         "planeswalker": "Planeswalker", "instant": "Instant", "sorcery": "Sorcery"}
COLORS = ("white", "blue", "black", "red", "green")
PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")  # the engine has no battles
#: the keywords "with ..." / "without ..." may name: those without a cost or number
KEYWORDS = {"flying": "flying", "first strike": "first_strike", "double strike": "double_strike", "deathtouch": "deathtouch",
            "defender": "defender", "haste": "haste", "reach": "reach", "trample": "trample", "vigilance": "vigilance",
            "lifelink": "lifelink", "menace": "menace", "hexproof": "hexproof", "shroud": "shroud", "fear": "fear",
            "shadow": "shadow", "indestructible": "indestructible", "flash": "flash", "infect": "infect", "wither": "wither"}
_WORD = (r"(?:non)?(?:artifact|creature|enchantment|land|planeswalker|instant|sorcery|white|blue|black|red|green),?"
         r"|tapped|untapped|attacking|blocking|or|permanent|spell|card|player|opponent|you|control|controls|don't|an|a"
         r"|with|without|power|toughness|mana|value|\d+|less|greater|from|your|opponent's|graveyard"
         r"|first|double|strike|" + "|".join(k for k in KEYWORDS if " " not in k))
_WORD += r"|that\swas\sdealt\sdamage\sthis\sturn"  # "target creature that was dealt damage this turn" (Fatal Blow)
_WORD += r"|that\sentered\sthis\sturn"  # "target creature that entered this turn" (Cradle to Grave): rulings/engine/power_up.py
_WORD += r"|nonbasic"  # "target nonbasic land": without the basic supertype (2007 205.4b; 2026 205.4c)
_WORD += r"|defending"  # "target creature defending player controls" (target_filter.py's "defending": while there is one)
_WORD += r"|X"  # "with mana value X": the announced X, read only where a cost announces it (registry.ANNOUNCED_X)
_WORD += r"|" + target_phrases_more.TARGET_SUBTYPE_RE + r"|legendary|nonlegendary"  # "target Wall", "target non-Angel creature"
_WORD += r"|own"  # "target creature you own" (target_phrases_more.qualifier; "in your graveyard" is read only where a template asks)
_WORD += r"|historic"  # "target historic card from your graveyard" (target_phrases_more.historic, 2026 700.6)
_WORD += r"|(?-i:Vehicle)"  # "target creature or Vehicle" (target_phrases_more.creature_or_vehicle)
_WORD += r"|snow"  # "target snow land": with the snow supertype (target_phrases_more.SUPERTYPE_ADJECTIVES)
_WORD += r"|multicolored|monocolored|colorless"  # "target multicolored spell" (counter_targets.color_kind_adjective)
_WORD += r"|(?-i:Arcane)"  # "target Spirit or Arcane spell" (counter_targets.spell_alternatives)
_WORD += r"|blocking\s~|blocking\sor\sblocked\sby\s~"  # "target creature blocking this creature" (_qualifiers; a creature's own ability)
#: a target phrase, for the templates' regexes: the legacy phrases or the grammar's words
TARGET_RE = r"any\starget|(?:another\s)?target(?:\s(?:" + _WORD + r"))+"
CREATURE_TARGET_PHRASES = ("target creature", "target creature you control", "target nonblack creature",
                           "target nonartifact, nonblack creature")


def parse(phrase: str) -> dict:
    """A target filter for a phrase the grammar reads whole; NotUnderstood otherwise."""
    if target_phrases_more.VEHICLE.fullmatch(phrase.lower()):
        return target_phrases_more.creature_or_vehicle(phrase.lower(), parse)  # "target creature or Vehicle"
    if phrase.lower() == "target vehicle":  # "Destroy target Vehicle." (Crash and Burn): the artifact subtype (2026 301.7),
        return {"subtypes": ["Vehicle"]}      # refused under 2007's rules (target_filter.names_later_subtypes)
    if target_phrases_more.HISTORIC.fullmatch(phrase.lower()):
        return target_phrases_more.historic(phrase.lower(), parse)  # "target historic card" (2026 700.6)
    if (found := counter_targets.spell_alternatives(phrase.lower())) is not None:
        return found  # "target creature or Aura spell" (counter_targets.py)
    words = phrase.lower().replace(",", " ,").split()
    if not words or words[0] != "target":
        raise NotUnderstood(phrase)
    spec: dict = {}
    i = 1

    def add(key, value):
        spec.setdefault(key, [])
        if value in spec[key]:
            raise NotUnderstood(phrase)
        spec[key].append(value)

    # adjectives
    while i < len(words):
        w = words[i]
        if w in ("tapped", "untapped") and "tapped" not in spec:
            spec["tapped"] = w == "tapped"
        elif words[i:i + 3] == ["attacking", "or", "blocking"] and "combat" not in spec:
            spec["combat"] = "attacking_or_blocking"
            i += 2
        elif w in ("attacking", "blocking") and "combat" not in spec:
            spec["combat"] = w
        elif w.startswith("non") and w[3:] in COLORS:
            add("not_colors", w[3:])
        elif w == "nonbasic" and "not_supertypes" not in spec:
            spec["not_supertypes"] = ["Basic"]
        elif w.startswith("non") and w[3:] in TYPES:
            add("not_types", TYPES[w[3:]])
        elif w in COLORS and "colors" not in spec:
            add("colors", w)
            if words[i + 1:i + 2] == ["or"] and words[i + 2:i + 3] and words[i + 2] in COLORS:
                add("colors", words[i + 2])  # "target red or green spell"
                i += 2
        elif w == "," and i > 1 and words[i - 1].startswith("non") and i + 1 < len(words) and words[i + 1].startswith("non"):
            pass  # "nonartifact, nonblack creature"
        elif counter_targets.color_kind_adjective(w, spec):
            pass  # "multicolored", "monocolored", "colorless"
        elif target_phrases_more.adjective(w, spec):
            pass  # "non-Angel", "legendary", "nonlegendary"
        else:
            break
        i += 1
    i = target_phrases_more.subtypes(phrase, words, i, spec)  # "target Wall", "target Chimera creature"
    # card types: "artifact creature" (both), "artifact or enchantment", "artifact, enchantment, or land"
    kinds: list[str] = []
    while i < len(words) and (words[i] in TYPES or words[i] in ("player", "opponent", "or", ",")):
        kinds.append(words[i])
        i += 1
    _kinds(phrase, kinds, spec)
    listed = len(spec.get("types", ())) > 1  # "artifact or enchantment": alternatives the text lists
    noun = words[i] if i < len(words) and words[i] in ("permanent", "spell", "card") else None
    if noun:
        i += 1
    if noun == "permanent" and i < len(words) and words[i] == "card":
        if "types" in spec:
            raise NotUnderstood(phrase)
        noun = "card"  # "target permanent card": one of the permanent types (2026: 110.4a)
        spec["types"] = list(PERMANENT_TYPES)
        i += 1
    _qualifiers(phrase, words[i:], spec)
    if listed and set(spec) - {"types", "controller", "owner", "zone", "mana_value_min", "mana_value_max", "dealt_damage_this_turn"} \
            and not counter_targets.colors_go_with_every_type(noun, spec):  # "target red instant or sorcery spell"
        # "target artifact, enchantment, or creature with flying": the quality is the creature's
        # alone (Broken Wings), which one filter can't say; whose, where and the mana value
        # ("target creature or planeswalker with mana value 3 or less") go with them all
        spec = target_phrases_more.creature_alternative(phrase, spec)  # Broken Wings: any_of
    return _checked(phrase, spec, noun)


_KIND = r"(?:artifact|creature|enchantment|land|planeswalker|instant|sorcery|player|opponent)"
_ALTERNATIVES = re.compile(rf"{_KIND}(?: , {_KIND})* ,? or {_KIND}|{_KIND} or {_KIND}")


def _kinds(phrase: str, kinds: list[str], spec: dict) -> None:
    if not kinds:
        return
    joined = " ".join(kinds)
    if _ALTERNATIVES.fullmatch(joined):
        alternatives = [k for k in kinds if k not in ("or", ",")]
        if len(set(alternatives)) != len(alternatives):
            raise NotUnderstood(phrase)
        for who, player in (("player", "any"), ("opponent", "opponent")):
            if who in alternatives:
                if "player" in spec:
                    raise NotUnderstood(phrase)
                alternatives.remove(who)
                spec["player"] = player
        spec["types"] = [TYPES[k] for k in alternatives]
    elif len(kinds) == 1 and kinds[0] in TYPES:
        spec["types"] = [TYPES[kinds[0]]]
    elif len(kinds) == 2 and kinds[1] == "creature" and kinds[0] in ("artifact", "enchantment", "land"):
        spec["types"] = ["Creature"]  # "artifact creature": an artifact and a creature
        spec["all_types"] = [TYPES[kinds[0]]]
    else:
        raise NotUnderstood(phrase)


_BOUND = re.compile(r"with (power|toughness|mana value) (\d+|x)(?: or (less|greater))?(?= |$)")  # "x": the announced X (x_values.py)


#: "target creature blocking ~" / "blocking or blocked by ~": in combat with the source (target_filter's
#: in_combat_with_source); `ref` reads it only on a creature card's own ability (its "~" the creature)
IN_COMBAT_WITH_SOURCE = {"blocking ~": "blocking", "blocking or blocked by ~": "blocking_or_blocked_by"}


def _qualifiers(phrase: str, rest: list[str], spec: dict) -> None:
    text = " ".join(rest)
    if text in IN_COMBAT_WITH_SOURCE:
        if spec != {"types": ["Creature"]}:
            raise NotUnderstood(phrase)
        spec["in_combat_with_source"] = IN_COMBAT_WITH_SOURCE[text]
        return
    while text:
        for words, key, value in (("you control", "controller", "you"), ("an opponent controls", "controller", "opponent"),
                                  ("you don't control", "controller", "not_you"), ("from your graveyard", "owner", "you"),
                                  ("from an opponent's graveyard", "owner", "opponent"), ("from a graveyard", "owner", None),
                                  ("that was dealt damage this turn", "dealt_damage_this_turn", True),
                                  ("that entered this turn", "entered_this_turn", True),
                                  ("defending player controls", "controller", "defending")):
            if text == words or text.startswith(words + " "):
                if key in ("dealt_damage_this_turn", "entered_this_turn"):
                    if key in spec or "zone" in spec:
                        raise NotUnderstood(phrase)
                    spec[key] = True
                    text = text[len(words):].strip()
                    break
                if key in spec or "zone" in spec and key == "owner":
                    raise NotUnderstood(phrase)
                if key == "owner":
                    spec["zone"] = "graveyard"
                if value is not None:
                    spec[key] = value
                text = text[len(words):].strip()
                break
        else:
            rest = target_phrases_more.qualifier(phrase, text, spec)  # "you own", "in your graveyard"
            if rest is not None:
                text = rest
                continue
            m = _BOUND.match(text)
            if m:
                sides = {"less": ("max",), "greater": ("min",), None: ("min", "max")}[m.group(3)]  # "with mana value 2": exactly
                for side in sides:
                    key = f"{m.group(1).replace(' ', '_')}_{side}"
                    if key in spec:
                        raise NotUnderstood(phrase)
                    if m.group(2) == "x" and not ANNOUNCED_X.get():
                        raise NotUnderstood(phrase)  # an X no cost of this spell or ability announces
                    spec[key] = "X" if m.group(2) == "x" else int(m.group(2))
                text = text[m.end():].strip()
                continue
            m = re.match(r"(with|without) (" + "|".join(KEYWORDS) + r")\b", text)
            if m is None:
                raise NotUnderstood(phrase)
            key = "keyword" if m.group(1) == "with" else "not_keyword"
            if key in spec:
                raise NotUnderstood(phrase)
            spec[key] = KEYWORDS[m.group(2)]
            text = text[m.end():].strip()


def _checked(phrase: str, spec: dict, noun: str | None) -> dict:
    """The phrase's zone from its noun, and what the engine can't check refused."""
    if noun == "spell":
        spec["zone"] = "stack"
    elif noun == "card":
        if spec.get("zone") != "graveyard":
            raise NotUnderstood(phrase)  # a card somewhere other than a graveyard
    elif spec.get("zone") == "graveyard":
        raise NotUnderstood(phrase)
    zone = spec.get("zone", "in_play")
    if zone != "in_play" and ({"tapped", "combat", "player"} & set(spec) or "controller" in spec and zone == "graveyard"):
        raise NotUnderstood(phrase)
    if zone == "in_play" and {"Instant", "Sorcery"} & set(spec.get("types", ())):
        raise NotUnderstood(phrase)  # no instant or sorcery permanent
    if noun is None and not {"types", "player", "subtypes", "any_of"} & set(spec):
        raise NotUnderstood(phrase)  # "target" and qualifiers alone
    if noun == "permanent" and spec.get("types"):
        raise NotUnderstood(phrase)
    if spec.get("player") and set(spec) - {"player", "types"}:
        raise NotUnderstood(phrase)  # "target player or tapped creature": not a phrase of Oracle text
    return {k: spec[k] for k in sorted(spec)}


def spec(phrase: str):
    """The engine's requirement for a phrase: a named kind, else a filter.
    "Another target ..." is not the source itself (`other`)."""
    p = " ".join(phrase.lower().split())
    if p.startswith("another "):
        found = spec(p[len("another "):])
        if not isinstance(found, dict):
            found = parse(p[len("another "):])
        return dict(sorted({**found, "other": True}.items()))
    if p in TARGET_PHRASES:
        return TARGET_PHRASES[p]
    return parse(p)


# --- what a template accepts -------------------------------------------------------
def _zone(s) -> str:
    if isinstance(s, str):
        return {"spell": "stack", "instant_or_sorcery_spell": "stack", "creature_card_in_a_graveyard": "graveyard"}.get(s, "in_play")
    return s.get("zone", "in_play")


def is_permanent(s) -> bool:
    """Only permanents: no player, spell or card."""
    if isinstance(s, str):
        return s in ("creature", "creature_you_control", "permanent", "land", "nonblack_creature", "nonartifact_nonblack_creature")
    return _zone(s) == "in_play" and not s.get("player")


def is_creature(s) -> bool:
    """Only creatures on the battlefield."""
    if isinstance(s, str):
        return s in ("creature", "creature_you_control", "nonblack_creature", "nonartifact_nonblack_creature")
    return is_permanent(s) and (s.get("types") == ["Creature"] or "Creature" in s.get("all_types", ()))


def is_damageable(s) -> bool:
    """Creatures, planeswalkers and players: what damage can be dealt to (2026: 120.1)."""
    if isinstance(s, str):
        return s in ("creature", "creature_you_control", "nonblack_creature", "nonartifact_nonblack_creature", "player",
                     "opponent", "creature_or_player", "any_target")
    return _zone(s) == "in_play" and (is_creature(s) or bool(s.get("types")) and set(s["types"]) <= {"Creature", "Planeswalker"}
                                       or set(s) == {"player"})


def is_spell(s) -> bool:
    return _zone(s) == "stack"


def is_graveyard_card(s) -> bool:
    return _zone(s) == "graveyard"


class Phrases:
    """The target phrases a template accepts: some phrases by name, and any the
    grammar reads into a requirement `test` accepts. `"target creature with
    flying" in CREATURE_TARGETS` is true; `+ ("~",)` adds more phrases."""

    def __init__(self, names: tuple = (), test=None):
        self.names = tuple(names)
        self.test = test

    def __add__(self, more) -> "Phrases":
        return Phrases(self.names + tuple(more), self.test)

    __radd__ = __add__  # ("~",) + CREATURE_TARGETS, as a tuple of phrases was added to

    def __iter__(self):
        return iter(self.names)

    def __contains__(self, phrase) -> bool:
        p = " ".join(str(phrase).lower().split())
        if p in self.names:
            return True
        if self.test is None:
            return False
        try:
            return self.test(spec(p))
        except NotUnderstood:
            return False


CREATURE_TARGETS = Phrases(CREATURE_TARGET_PHRASES, is_creature)
PERMANENT_TARGETS = Phrases(CREATURE_TARGET_PHRASES + ("target permanent", "target land"), is_permanent)
DAMAGE_TARGETS = Phrases((), is_damageable)
SPELL_TARGETS = Phrases((), is_spell)
GRAVEYARD_TARGETS = Phrases((), is_graveyard_card)


def ref(eff, phrase: str, allowed=None) -> str:
    """The reference an instruction uses for a phrase: "~" is the source
    itself, "you" its controller, a target phrase the next target. Without
    `allowed`, only the phrases the engine names (TARGET_PHRASES)."""
    p = " ".join(phrase.lower().split())
    if p == "~":
        return "self"
    if p == "you":
        return "you"
    if p in ("it", "that creature") and eff.last_target is not None:
        return eff.last_target
    if allowed is None:
        if p not in TARGET_PHRASES:
            raise NotUnderstood(phrase)
    elif p not in allowed:
        raise NotUnderstood(phrase)
    found = spec(p)
    if isinstance(found, dict) and "in_combat_with_source" in found and not eff.card.is_permanent_creature:
        raise NotUnderstood(phrase)  # "blocking ~": only a creature's own ability (its source the creature)
    others = [t for t in eff.targets if isinstance(t, dict) and t.get("other")]
    if (others or isinstance(found, dict) and found.get("other")) and \
            (eff.targets or {"Instant", "Sorcery"} & set(eff.card.types)):
        # "another" says "other than this permanent" only on a permanent's ability with one
        # target; on a spell, or beside a second target, it says "other than that target"
        raise NotUnderstood(phrase)
    return eff.target(found)


def described_permanents(words: str, m) -> dict:
    """The target filter of a plain description of permanents ("artifact", "creature with flying") that says
    nothing of who controls them: the player counted for names that (NotUnderstood otherwise)."""
    if re.search(r"\b(other|another|you|your|target|chosen|they|their|card|cards|controls?|each)\b", words):
        raise NotUnderstood(m.group(0))
    phrase = f"target {words}"
    if phrase not in PERMANENT_TARGETS:
        raise NotUnderstood(m.group(0))
    described = parse(phrase)
    if not isinstance(described, dict) or {"controller", "owner", "zone", "player"} & set(described):
        raise NotUnderstood(m.group(0))
    return described
