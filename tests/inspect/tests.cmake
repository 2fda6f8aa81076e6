# brief inspect reads GGUF as the independent npm reader @huggingface/gguf does, on files
# written by a separate Python writer. Skips visibly (exit 77) without node/npm/the package.
add_test(NAME inspect.gguf_agrees_with_huggingface_gguf
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/gguf_reader_agreement/run.sh $<TARGET_FILE:brief>
          ${CMAKE_BINARY_DIR}/gguf-tools)
set_tests_properties(inspect.gguf_agrees_with_huggingface_gguf PROPERTIES SKIP_RETURN_CODE 77)
