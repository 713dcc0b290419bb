"""The ranking's tuning weights, in one place: every number the relevance was tuned with.

Each was set by measuring hit@1 and hit@5 on the tuned question splits
(bench/search_quality.py); change one only with that script's figures beside.
"""

# BM25: term-frequency saturation, and per field how much a long text is marked down.
K1 = 1.32
FIELD_B = {"title": 0.3, "body": 0.75, "context": 0.4, "examples": 0.75}
# How much a word counts in each field. Titles and section titles name what a
# rule is about; examples mention many things in passing.
FIELD_WEIGHTS = {"title": 2.5, "body": 1.0, "context": 1.2, "examples": 0.1}

# Priors: how likely an entry is to answer before the question is read.
KIND_WEIGHTS = {"glossary": 0.3, "section": 0.5, "chapter": 0.4, "heading": 0.7}
# Multiplayer and casual variants (chapters 8 and 9) answer fewer questions than
# the rules of a two-player game, which they mostly repeat for their variant.
VARIANT_CHAPTERS = ("8", "9")
VARIANT_WEIGHT = 0.75

# A rule covering every thing asked beats one repeating a single word:
# scores are scaled by (share of the concepts matched) ** COVERAGE_POWER.
COVERAGE_POWER = 1.5
# A rule number mentioned among other words: the rule itself, per mention.
NUMBER_WEIGHT = 8.0
# "What is X?": the rules that start by naming X (within DEFINITION_WORDS words).
DEFINITION_BOOST = 1.5
DEFINITION_WORDS = 3
# A keyword's rules when the question does not name the keyword.
TOPIC_WEIGHT = 0.3
# Proximity: the typed words standing within PHRASE_SLOP positions in a rule's text.
PHRASE_WEIGHT = 1.32
PHRASE_SLOP = 3
# The opposite word ("untapped" for "tapped"): the rules often state the contrary.
OPPOSITE_WEIGHT = 0.3
# Weight of another edition's or the table's words when the corpus uses the typed ones.
KNOWN_WORD_ALTERNATIVES = 0.6
# The boost of a rule whose first word is the searched one, falling linearly to none
# at LEAD_WORDS.
LEAD_WORDS = 6
LEAD_BOOST = 1.44

# Fusion of the lexical and the dense (meaning) rankings: the lexical score's
# share of the fused one (both divided by their best among the candidates), and
# how deep each ranking's candidates go. Reciprocal rank fusion (k 10-60, dense
# weight 0.3-1) gave 53-55% hit@1 on the tuned full-rules questions, this 58-59%.
LEXICAL_SHARE = 0.45
FUSION_DEPTH = 100
DENSE_DEPTH = 100
