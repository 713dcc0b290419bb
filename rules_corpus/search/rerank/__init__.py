"""A learned reranker over the fused ranking's top candidates (LambdaRank, LightGBM).

The words (BM25F) and meaning (MiniLM) rankings are fused first; this package
then reorders the best RERANK_DEPTH candidates with a model trained on judges'
questions whose answers were found by reading the rules
(`manage.py train_ranker`, `training`). One module per job: `features` (what
the model reads of each candidate), `bank` (the labelled questions most like
this one, and the rules they were answered by), `model` (the committed model
file, loaded once per process; absent or unreadable, reranking is off and the
fused order stands) and `training` (building the data set and fitting,
deterministically).
"""
from .features import FEATURE_NAMES, FEATURES_VERSION, Candidates
from .model import RERANK_DEPTH, reranker, rerank

__all__ = ["FEATURE_NAMES", "FEATURES_VERSION", "Candidates", "RERANK_DEPTH", "reranker", "rerank"]
