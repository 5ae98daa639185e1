"""ragas-stream: continuous evaluation of a production RAG service."""
